// The owned-strings spec (tests/generated/specs/owned_strings.yaml) declares
// each owned struct beside a view twin with the same fields; their errors
// differ only in the struct names. Shared by owned_test.cpp and
// fuzz/fuzz_owned.cpp, which compare the two parsers' errors.
#ifndef SWITCHYARD_TESTS_GENERATED_OWNED_NAMES_H_
#define SWITCHYARD_TESTS_GENERATED_OWNED_NAMES_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace switchyard::owned_test {

// An owned struct's error text or path spelled with the view twin's name.
// The struct's name is the first thing a path names; a field name may contain
// the same letters, so only the first occurrence is the struct's.
inline std::string asViewNames(std::string text) {
  using Rename = std::pair<std::string_view, std::string_view>;
  constexpr Rename kRenames[] = {{"ownedNote", "viewNote"}, {"ownedAuthor", "viewAuthor"}};
  size_t first = std::string::npos;
  Rename rename;
  for (const Rename& candidate : kRenames) {
    const size_t at = text.find(candidate.first);
    if (at < first) {
      first = at;
      rename = candidate;
    }
  }
  if (first != std::string::npos) text.replace(first, rename.first.size(), rename.second);
  return text;
}

}  // namespace switchyard::owned_test

#endif  // SWITCHYARD_TESTS_GENERATED_OWNED_NAMES_H_
