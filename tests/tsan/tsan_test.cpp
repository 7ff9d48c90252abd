// Concurrency: several threads parse and serialize the same input documents at
// once. Meant for a ThreadSanitizer build (make test-tsan: SWITCHYARD_SANITIZE=thread),
// where any data race in the runtime or the generated code fails the test; in
// other builds it still checks that every thread gets the single-threaded results.
//
// Shared between threads, read-only: the input buffers (the benchmark corpus,
// one document per command, plus a malformed and an invalid one), the expected
// results, and Owned<T> values from parseOwned, which each thread copies (the
// copies share the buffer; the main thread drops its references while the
// threads still use theirs). Everything else is per thread.
#include <atomic>
#include <cstdint>
#include <fstream>
#include <functional>
#include <iterator>
#include <latch>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "aggregate_gen.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "getmore_gen.h"
#include "insert_gen.h"
#include "switchyard/switchyard.h"
#include "update_gen.h"

namespace {

using namespace switchyard::idl;  // NOLINT
using switchyard::BsonBuffer;
using switchyard::Owned;

constexpr int kThreads = 4;
constexpr int kIterations = 25;

std::vector<uint8_t> readCorpus(const std::string& name) {
  std::ifstream in(std::string(SWITCHYARD_CORPUS_DIR) + "/" + name, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot read " << name;
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// What one parse gives: the serialized bytes, or the error's code and message.
struct Result {
  bool ok = false;
  std::vector<uint8_t> bytes;
  int32_t code = 0;
  std::string message;
  friend bool operator==(const Result&, const Result&) = default;
};

template <typename T>
Result parseAndSerialize(const std::vector<uint8_t>& input) {
  Result r;
  auto parsed = T::parse(input.data(), input.size());
  if (!parsed.ok()) {
    r.code = switchyard::errorCode(parsed.status());
    r.message = std::string(parsed.status().message());
    return r;
  }
  const BsonBuffer out = parsed->toBson();
  r.ok = true;
  r.bytes.assign(out.data(), out.data() + out.size());
  return r;
}

struct Input {
  std::string name;
  std::vector<uint8_t> bytes;
  std::function<Result(const std::vector<uint8_t>&)> run;
};

std::vector<Input> inputs() {
  std::vector<Input> v;
  v.push_back({"find_heavy", readCorpus("find_heavy.shuffled.bson"), parseAndSerialize<FindCommand>});
  v.push_back({"ycsb_find_one", readCorpus("ycsb_find_one.declared.bson"), parseAndSerialize<FindCommand>});
  v.push_back({"insert_100", readCorpus("insert_100.declared.bson"), parseAndSerialize<InsertCommand>});
  v.push_back({"update_10", readCorpus("update_10.shuffled.bson"), parseAndSerialize<UpdateCommand>});
  v.push_back({"getmore", readCorpus("getmore.declared.bson"), parseAndSerialize<GetMoreCommand>});
  v.push_back({"aggregate", readCorpus("aggregate_3_stages.declared.bson"), parseAndSerialize<AggregateCommand>});
  // Error paths build statuses with payloads: per thread too.
  std::vector<uint8_t> truncated = readCorpus("find_driver.declared.bson");
  truncated.pop_back();
  v.push_back({"find_truncated", truncated, parseAndSerialize<FindCommand>});
  v.push_back({"update_as_delete", readCorpus("update_1.declared.bson"), parseAndSerialize<DeleteCommand>});
  return v;
}

TEST(Concurrency, ThreadsParseAndSerializeSharedInputs) {
  const std::vector<Input> docs = inputs();
  std::vector<Result> expected;
  for (const Input& in : docs) expected.push_back(in.run(in.bytes));
  ASSERT_TRUE(expected[0].ok) << expected[0].message;
  ASSERT_FALSE(expected[6].ok);
  ASSERT_EQ(expected[6].code, 22);
  ASSERT_FALSE(expected[7].ok);

  std::latch start(kThreads);
  std::vector<int> mismatches(kThreads, 0);
  std::vector<std::string> firstMismatch(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      start.arrive_and_wait();
      for (int i = 0; i < kIterations; ++i) {
        // Each thread walks the inputs from a different starting point.
        for (size_t k = 0; k < docs.size(); ++k) {
          const size_t d = (k + static_cast<size_t>(t)) % docs.size();
          if (!(docs[d].run(docs[d].bytes) == expected[d])) {
            if (mismatches[t]++ == 0) firstMismatch[t] = docs[d].name;
          }
        }
      }
    });
  }
  for (std::thread& th : threads) th.join();
  for (int t = 0; t < kThreads; ++t) {
    EXPECT_EQ(mismatches[t], 0) << "thread " << t << ", first on " << firstMismatch[t];
  }
}

TEST(Concurrency, OwnedValuesSharedByCopy) {
  std::vector<Owned<FindCommand>> finds;
  std::vector<Owned<InsertCommand>> inserts;
  for (const char* name : {"find_heavy.declared.bson", "find_driver.shuffled.bson", "ycsb_find_one.shuffled.bson"}) {
    const std::vector<uint8_t> bytes = readCorpus(name);
    auto buffer = std::make_shared<const BsonBuffer>(BsonBuffer::copyOf(bytes));
    auto owned = FindCommand::parseOwned(std::move(buffer));
    ASSERT_TRUE(owned.ok()) << owned.status();
    finds.push_back(*std::move(owned));
  }
  {
    auto buffer = std::make_shared<const BsonBuffer>(BsonBuffer::copyOf(readCorpus("insert_100.shuffled.bson")));
    auto owned = InsertCommand::parseOwned(std::move(buffer));
    ASSERT_TRUE(owned.ok()) << owned.status();
    inserts.push_back(*std::move(owned));
  }
  std::vector<std::vector<uint8_t>> expectedFinds;
  for (const auto& f : finds) {
    const BsonBuffer b = f->toBson();
    expectedFinds.emplace_back(b.data(), b.data() + b.size());
  }
  const BsonBuffer insertBytes = inserts[0]->toBson();
  const std::vector<uint8_t> expectedInsert(insertBytes.data(), insertBytes.data() + insertBytes.size());
  const size_t documentCount = inserts[0]->getDocuments().size();
  ASSERT_EQ(documentCount, 100u);

  std::latch copied(kThreads + 1);  // every thread holds its copies; then main drops its own
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&] {
      std::vector<Owned<FindCommand>> myFinds(finds.begin(), finds.end());
      std::vector<Owned<InsertCommand>> myInserts(inserts.begin(), inserts.end());
      copied.arrive_and_wait();
      for (int i = 0; i < kIterations; ++i) {
        for (size_t k = 0; k < myFinds.size(); ++k) {
          const BsonBuffer b = myFinds[k]->toBson();
          if (std::vector<uint8_t>(b.data(), b.data() + b.size()) != expectedFinds[k]) failures++;
          // Re-parse the views the copy keeps alive.
          auto again = FindCommand::parse(b.data(), b.size());
          if (!again.ok() || !(*again == myFinds[k].get())) failures++;
        }
        size_t walked = 0;
        for (const switchyard::BsonDocument& doc : myInserts[0]->getDocuments()) {
          if (doc.validateDeep().ok()) walked++;
        }
        if (walked != documentCount) failures++;
        const BsonBuffer b = myInserts[0]->toBson();
        if (std::vector<uint8_t>(b.data(), b.data() + b.size()) != expectedInsert) failures++;
      }
    });
  }
  copied.arrive_and_wait();
  finds.clear();  // the threads' copies now hold the last references
  inserts.clear();
  for (std::thread& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
}

}  // namespace
