// OP_MSG vs body-only: a pymongo-made insert of 1, 100 and 1,000 documents
// (bench/opmsg/make_inputs.py), parsed
//   BodyOnly/InsertParse      InsertCommand::parse of the command as one document
//                             (documents as an array): the reference;
//   OpMsg/Frame               OpMsg::parse with validateDocuments = false: header,
//                             flags, sections, each document's frame (the checks a
//                             generated parse(const OpMsg&) needs before it walks);
//   OpMsg/Validated           OpMsg::parse with every element checked (mongod's
//                             default net.wireObjectCheck);
//   OpMsg/FrameJoinParse      the copy route: OpMsg/Frame, bodyWithSequences()
//                             (a copy), InsertCommand::parse of it;
//   OpMsg/FrameParse          OpMsg/Frame, then the generated
//                             InsertCommand::parse(const OpMsg&), which takes the
//                             sequence in place: what a server does per message;
//   OpMsg/Parse               InsertCommand::parse(const OpMsg&) alone, on a
//                             message framed once outside the loop;
//   OpMsg/ValidatedParse      OpMsg/Validated, then the generated parse asked to
//                             validate too (ParseOptions::validate): the documents
//                             are walked once (OpMsg::validatedDepth);
//   ToOpMsg                   the parsed command written back as a message
//                             (toOpMsg: checks, sizes, one reservation, writes).
// The OP_MSG overhead is OpMsg/FrameParse over BodyOnly/InsertParse.
// The corpus finds (YCSB, driver, heavy; one body section, no sequence), as a
// server receives them:
//   <Find>/BodyOnly/Parse         FindCommand::parse of the body bytes, lazy: the reference;
//   <Find>/BodyOnly/ValidatedParse the same with ParseOptions::validate;
//   <Find>/OpMsg/FrameParse       OpMsg::parse without validation, then the
//                                 generated FindCommand::parse(const OpMsg&);
//   <Find>/OpMsg/ValidatedParse   OpMsg::parse with its default validation
//                                 (every byte of the body), then the parse:
//                                 mongod's default path, validating first;
//   <Find>/OpMsg/FusedParse       the same outcome with validation fused with
//                                 the parse: switchyard::parseMessage<FindCommand>
//                                 with ParseOptions::validate (parse_message.h).
//   <Find>/CommandSet/FrameParse  OpMsg::parse without validation, then the
//                                 command set's parse(const OpMsg&) (IdlCommands:
//                                 the body's first name picks FindCommand);
//   <Find>/CommandSet/Parse       IdlCommands::parseMessage without validation;
//   <Find>/CommandSet/FusedParse  IdlCommands::parseMessage with
//                                 ParseOptions::validate: a server's whole
//                                 request path, dispatch included, fused.
// MB/s is of the bytes each variant reads (the message, or the body-only
// document). Run: build/bench/opmsg/opmsg_bench --benchmark_repetitions=5
// For instruction counts (callgrind), `opmsg_bench --count ROW N` runs one of
// the find rows N times without Google Benchmark (ROW: e.g.
// DriverFind/OpMsg/ValidatedParse).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <variant>

#include "IdlCommands.h"
#include "find_gen.h"
#include "insert_gen.h"
#include "opmsg_inputs.h"
#include "switchyard/switchyard.h"

namespace {

using switchyard::OpMsg;
using switchyard::OpMsgParseOptions;
using switchyard::idl::FindCommand;
using switchyard::idl::IdlCommands;
using switchyard::idl::InsertCommand;

struct Input {
  const uint8_t* opMsg;
  size_t opMsgSize;
  const uint8_t* bodyOnly;
  size_t bodyOnlySize;
  size_t documents;
};

template <size_t N>
Input input();
template <>
Input input<1>() {
  return {opmsg_bench::kOpMsg1, sizeof opmsg_bench::kOpMsg1, opmsg_bench::kBodyOnly1, sizeof opmsg_bench::kBodyOnly1, 1};
}
template <>
Input input<100>() {
  return {opmsg_bench::kOpMsg100, sizeof opmsg_bench::kOpMsg100, opmsg_bench::kBodyOnly100,
          sizeof opmsg_bench::kBodyOnly100, 100};
}
template <>
Input input<1000>() {
  return {opmsg_bench::kOpMsg1000, sizeof opmsg_bench::kOpMsg1000, opmsg_bench::kBodyOnly1000,
          sizeof opmsg_bench::kBodyOnly1000, 1000};
}

void requireOk(bool ok, benchmark::State& state, const char* what) {
  if (!ok) state.SkipWithError(what);
}

template <size_t N>
void BodyOnlyInsertParse(benchmark::State& state) {
  const Input in = input<N>();
  for (auto _ : state) {
    auto cmd = InsertCommand::parse(in.bodyOnly, in.bodyOnlySize);
    requireOk(cmd.ok() && cmd->getDocuments().size() == in.documents, state, "body-only parse failed");
    benchmark::DoNotOptimize(cmd);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * in.bodyOnlySize));
}

template <size_t N, bool Validate>
void OpMsgParse(benchmark::State& state) {
  const Input in = input<N>();
  OpMsgParseOptions options;
  options.validateDocuments = Validate;
  for (auto _ : state) {
    auto msg = OpMsg::parse(in.opMsg, in.opMsgSize, options);
    requireOk(msg.ok() && msg->sequences().size() == 1 && msg->sequences()[0].size() == in.documents, state,
              "OP_MSG parse failed");
    benchmark::DoNotOptimize(msg);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * in.opMsgSize));
}

template <size_t N>
void OpMsgFrameJoinParse(benchmark::State& state) {
  const Input in = input<N>();
  OpMsgParseOptions options;
  options.validateDocuments = false;
  for (auto _ : state) {
    auto msg = OpMsg::parse(in.opMsg, in.opMsgSize, options);
    requireOk(msg.ok(), state, "OP_MSG parse failed");
    auto joined = msg->bodyWithSequences();
    auto cmd = InsertCommand::parse(joined->view());
    requireOk(cmd.ok() && cmd->getDocuments().size() == in.documents, state, "joined parse failed");
    benchmark::DoNotOptimize(cmd);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * in.opMsgSize));
}

template <size_t N, bool Frame>
void OpMsgGeneratedParse(benchmark::State& state) {
  const Input in = input<N>();
  OpMsgParseOptions options;
  options.validateDocuments = false;
  auto framed = OpMsg::parse(in.opMsg, in.opMsgSize, options);
  requireOk(framed.ok(), state, "OP_MSG parse failed");
  for (auto _ : state) {
    if constexpr (Frame) {
      auto msg = OpMsg::parse(in.opMsg, in.opMsgSize, options);
      requireOk(msg.ok(), state, "OP_MSG parse failed");
      auto cmd = InsertCommand::parse(*msg);
      requireOk(cmd.ok() && cmd->getDocuments().size() == in.documents, state, "generated OP_MSG parse failed");
      benchmark::DoNotOptimize(cmd);
    } else {
      auto cmd = InsertCommand::parse(*framed);
      requireOk(cmd.ok() && cmd->getDocuments().size() == in.documents, state, "generated OP_MSG parse failed");
      benchmark::DoNotOptimize(cmd);
    }
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * in.opMsgSize));
}

template <size_t N>
void OpMsgValidatedParse(benchmark::State& state) {
  const Input in = input<N>();
  switchyard::ParseOptions validate;
  validate.validate = true;
  for (auto _ : state) {
    auto msg = OpMsg::parse(in.opMsg, in.opMsgSize);
    requireOk(msg.ok(), state, "OP_MSG parse failed");
    auto cmd = InsertCommand::parse(*msg, validate);
    requireOk(cmd.ok() && cmd->getDocuments().size() == in.documents, state, "generated OP_MSG parse failed");
    benchmark::DoNotOptimize(cmd);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * in.opMsgSize));
}

template <size_t N>
void ToOpMsg(benchmark::State& state) {
  const Input in = input<N>();
  auto msg = OpMsg::parse(in.opMsg, in.opMsgSize);
  requireOk(msg.ok(), state, "OP_MSG parse failed");
  auto cmd = InsertCommand::parse(*msg);
  requireOk(cmd.ok(), state, "generated OP_MSG parse failed");
  for (auto _ : state) {
    auto out = cmd->toOpMsg(1);
    requireOk(out.ok(), state, "toOpMsg failed");
    benchmark::DoNotOptimize(out);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * in.opMsgSize));
}

#define OPMSG_ROWS(N)                                                         \
  BENCHMARK(BodyOnlyInsertParse<N>)->Name("Insert" #N "/BodyOnly/InsertParse"); \
  BENCHMARK(OpMsgParse<N, false>)->Name("Insert" #N "/OpMsg/Frame");           \
  BENCHMARK(OpMsgParse<N, true>)->Name("Insert" #N "/OpMsg/Validated");        \
  BENCHMARK(OpMsgFrameJoinParse<N>)->Name("Insert" #N "/OpMsg/FrameJoinParse"); \
  BENCHMARK(OpMsgGeneratedParse<N, true>)->Name("Insert" #N "/OpMsg/FrameParse"); \
  BENCHMARK(OpMsgGeneratedParse<N, false>)->Name("Insert" #N "/OpMsg/Parse");   \
  BENCHMARK(OpMsgValidatedParse<N>)->Name("Insert" #N "/OpMsg/ValidatedParse"); \
  BENCHMARK(ToOpMsg<N>)->Name("Insert" #N "/ToOpMsg")

OPMSG_ROWS(1);
OPMSG_ROWS(100);
OPMSG_ROWS(1000);

// --- finds: one body section -------------------------------------------------

struct FindInput {
  const char* name;
  const uint8_t* opMsg;
  size_t opMsgSize;
  const uint8_t* body;
  size_t bodySize;
};

const FindInput kFinds[] = {
    {"YcsbFind", opmsg_bench::kYcsbFindOpMsg, sizeof opmsg_bench::kYcsbFindOpMsg, opmsg_bench::kYcsbFindBody,
     sizeof opmsg_bench::kYcsbFindBody},
    {"DriverFind", opmsg_bench::kDriverFindOpMsg, sizeof opmsg_bench::kDriverFindOpMsg,
     opmsg_bench::kDriverFindBody, sizeof opmsg_bench::kDriverFindBody},
    {"HeavyFind", opmsg_bench::kHeavyFindOpMsg, sizeof opmsg_bench::kHeavyFindOpMsg, opmsg_bench::kHeavyFindBody,
     sizeof opmsg_bench::kHeavyFindBody},
};

enum class FindRoute { kBody, kBodyValidated, kFrame, kValidated, kFused, kSetFrame, kSetParse, kSetFused };

struct FindRow {
  const char* suffix;
  FindRoute route;
};

constexpr FindRow kFindRows[] = {{"BodyOnly/Parse", FindRoute::kBody},
                                 {"BodyOnly/ValidatedParse", FindRoute::kBodyValidated},
                                 {"OpMsg/FrameParse", FindRoute::kFrame},
                                 {"OpMsg/ValidatedParse", FindRoute::kValidated},
                                 {"OpMsg/FusedParse", FindRoute::kFused},
                                 {"CommandSet/FrameParse", FindRoute::kSetFrame},
                                 {"CommandSet/Parse", FindRoute::kSetParse},
                                 {"CommandSet/FusedParse", FindRoute::kSetFused}};

// One parse of `in` by `route`; false when it fails.
[[gnu::always_inline]] inline bool parseFind(const FindInput& in, FindRoute route) {
  switch (route) {
    case FindRoute::kBody:
    case FindRoute::kBodyValidated: {
      switchyard::ParseOptions options;
      options.validate = route == FindRoute::kBodyValidated;
      auto cmd = FindCommand::parse(in.body, in.bodySize, options);
      benchmark::DoNotOptimize(cmd);
      return cmd.ok();
    }
    case FindRoute::kFrame:
    case FindRoute::kValidated: {
      OpMsgParseOptions options;
      options.validateDocuments = route == FindRoute::kValidated;
      auto msg = OpMsg::parse(in.opMsg, in.opMsgSize, options);
      if (!msg.ok()) return false;
      auto cmd = FindCommand::parse(*msg);
      benchmark::DoNotOptimize(cmd);
      return cmd.ok();
    }
    case FindRoute::kFused: {
      switchyard::ParseOptions options;
      options.validate = true;
      auto cmd = switchyard::parseMessage<FindCommand>(in.opMsg, in.opMsgSize, options);
      benchmark::DoNotOptimize(cmd);
      return cmd.ok();
    }
    case FindRoute::kSetFrame: {
      auto msg = OpMsg::parse(in.opMsg, in.opMsgSize, OpMsgParseOptions{.validateDocuments = false});
      if (!msg.ok()) return false;
      auto cmd = IdlCommands::parse(*msg);
      benchmark::DoNotOptimize(cmd);
      return cmd.ok() && std::holds_alternative<FindCommand>(*cmd);
    }
    case FindRoute::kSetParse:
    case FindRoute::kSetFused: {
      switchyard::ParseOptions options;
      options.validate = route == FindRoute::kSetFused;
      auto cmd = IdlCommands::parseMessage(in.opMsg, in.opMsgSize, options);
      benchmark::DoNotOptimize(cmd);
      return cmd.ok() && std::holds_alternative<FindCommand>(*cmd);
    }
  }
  return false;
}

void findBenchmark(benchmark::State& state, const FindInput* in, FindRoute route) {
  for (auto _ : state) {
    if (!parseFind(*in, route)) [[unlikely]] {
      state.SkipWithError("find parse failed");
      return;
    }
  }
  const bool message = route != FindRoute::kBody && route != FindRoute::kBodyValidated;
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(message ? in->opMsgSize : in->bodySize));
}

void registerFinds() {
  for (const FindInput& in : kFinds) {
    for (const FindRow& row : kFindRows) {
      benchmark::RegisterBenchmark((std::string(in.name) + "/" + row.suffix).c_str(), findBenchmark, &in, row.route);
    }
  }
}

// --count ROW N: ROW (e.g. DriverFind/OpMsg/ValidatedParse) N times.
int countFind(const char* name, long n) {
  for (const FindInput& in : kFinds) {
    for (const FindRow& row : kFindRows) {
      if (std::string(in.name) + "/" + row.suffix != name) continue;
      int failures = 0;
      for (long i = 0; i < n; ++i) failures += parseFind(in, row.route) ? 0 : 1;
      return failures == 0 ? 0 : 1;
    }
  }
  std::fprintf(stderr, "--count: no row %s\n", name);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 4 && std::strcmp(argv[1], "--count") == 0) return countFind(argv[2], std::strtol(argv[3], nullptr, 10));
  registerFinds();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
