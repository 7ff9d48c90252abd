// A unit (see unit.h) over one build's generated headers. Compiled once per
// build with SY_UNIT set to the unit's identifier (and, for past commits,
// -Dswitchyard=switchyard_<unit>).
#include "unit.h"

#include "aggregate_gen.h"
#include "delete_gen.h"
#include "find_gen.h"
#include "getmore_gen.h"
#include "insert_gen.h"
#include "update_gen.h"

#ifndef SY_UNIT
#error "SY_UNIT must name the unit"
#endif
#define SY_STRINGIFY2(x) #x
#define SY_STRINGIFY(x) SY_STRINGIFY2(x)

namespace sy_history {
namespace {

template <typename T>
class ParsedCommand final : public Parsed {
 public:
  explicit ParsedCommand(T command) : command_(std::move(command)) {}

  std::vector<uint8_t> serializeOnce() const override {
    switchyard::BsonWriter w;
    command_.serialize(w);
    return std::vector<uint8_t>(w.data(), w.data() + w.size());
  }

  size_t serializedSize() const override { return command_.serializedSize(); }

  [[gnu::noinline]] void serializeMany(long n) const override {
    switchyard::BsonWriter w;
    for (long i = 0; i < n; ++i) {
      w.clear();
      command_.serialize(w);
      asm volatile("" : : "r"(w.data()) : "memory");
    }
  }

  void serializeLoop(benchmark::State& state) const override {
    switchyard::BsonWriter w;
    for (auto _ : state) {
      w.clear();
      command_.serialize(w);
      benchmark::DoNotOptimize(w.data());
      benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * w.size()));
  }

 private:
  T command_;
};

template <typename T>
std::unique_ptr<Parsed> parseAs(const uint8_t* data, size_t size) {
  auto parsed = T::parse(data, size);
  if (!parsed.ok()) return nullptr;
  return std::make_unique<ParsedCommand<T>>(*std::move(parsed));
}

std::unique_ptr<Parsed> parse(const uint8_t* data, size_t size, std::string_view command) {
  using namespace ::switchyard::idl;
  if (command == "find") return parseAs<FindCommand>(data, size);
  if (command == "getMore") return parseAs<GetMoreCommand>(data, size);
  if (command == "insert") return parseAs<InsertCommand>(data, size);
  if (command == "update") return parseAs<UpdateCommand>(data, size);
  if (command == "delete") return parseAs<DeleteCommand>(data, size);
  if (command == "aggregate") return parseAs<AggregateCommand>(data, size);
  return nullptr;
}

}  // namespace

extern const Unit SY_UNIT;
const Unit SY_UNIT{SY_STRINGIFY(SY_UNIT), &parse};

}  // namespace sy_history
