// libFuzzer target for owned values (string_owned, std::string; object_owned,
// switchyard::OwnedDocument): tests/generated/specs/owned_strings.yaml declares
// every owned shape (required, optional, defaulted, array, nested, variant)
// beside the same fields as views. For every input:
//   * the owned parser (OwnedNote) and the view parser (ViewNote) agree: same
//     success, same code, same text and path but for the struct names;
//   * the owned value is serialized after its input is overwritten and freed
//     (AddressSanitizer reports any view left into it), and gives the bytes
//     the view value gave while its input was alive;
//   * the owned value's round trip is a fixpoint.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fuzz_check.h"
#include "owned_names.h"
#include "owned_strings_gen.h"

namespace {

using switchyard::fuzz::check;
using switchyard::fuzz::checkError;
using switchyard::fuzz::statusText;
using switchyard::owned_test::asViewNames;
using switchyard::owned_test::OwnedNote;
using switchyard::owned_test::ViewNote;

std::string bytesOf(const switchyard::BsonBuffer& b) {
  return std::string(reinterpret_cast<const char*>(b.data()), b.size());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto view = ViewNote::parse(data, size);
  const std::string viewBytes = view.ok() ? bytesOf(view->toBson()) : std::string();

  auto copy = std::make_unique<std::vector<uint8_t>>(data, data + size);
  auto owned = OwnedNote::parse(copy->data(), copy->size());
  std::fill(copy->begin(), copy->end(), uint8_t{0xEE});
  copy.reset();

  check(owned.ok() == view.ok(), "owned and view parsers disagree on success",
        owned.ok() ? statusText(view.status()) : statusText(owned.status()));
  if (!owned.ok()) {
    checkError(owned.status(), size);
    check(switchyard::errorCode(owned.status()) == switchyard::errorCode(view.status()),
          "owned parser gives another code", statusText(owned.status()) + " vs " + statusText(view.status()));
    const std::string ownedText = asViewNames(std::string(owned.status().message()));
    check(ownedText == std::string(view.status().message()), "owned parser gives another text",
          ownedText + " vs " + std::string(view.status().message()));
    check(asViewNames(switchyard::errorPath(owned.status()).value_or("")) ==
              switchyard::errorPath(view.status()).value_or(""),
          "owned parser gives another path");
    return 0;
  }
  const switchyard::BsonBuffer first = owned->toBson();
  check(bytesOf(first) == viewBytes, "owned value serializes otherwise than the view value");
  check(first.size() == owned->serializedSize(), "serializedSize() differs from toBson().size()");
  auto again = OwnedNote::parse(first.data(), first.size());
  if (!again.ok()) switchyard::fuzz::fail("parse(serialize(owned)) failed", statusText(again.status()));
  check(*again == *owned, "parse(serialize(x)) != x for an owned value");
  return 0;
}
