// What a user writes with the generated classes, compiled by the warnings
// matrix with -Wall -Wextra -Werror at every level: copies of classes whose
// optional fields were never set (their Slots hold no value), initializer
// lists of them, assignment and comparison. GCC once reported the copies as
// uses of uninitialised memory (-Wuninitialized) in the user's code.
#include <utility>
#include <vector>

#include "delete_gen.h"
#include "find_gen.h"
#include "update_gen.h"

namespace user {

using namespace switchyard::idl;

UpdateCommand twoUpdates() {
  UpdateOpEntry a;
  a.setQ(switchyard::BsonDocument());
  UpdateOpEntry b = a;
  UpdateCommand cmd;
  cmd.setCollectionName("c");
  cmd.setDbName("d");
  cmd.setUpdates({a, b});
  return cmd;
}

std::vector<DeleteOpEntry> deletes(int n) {
  std::vector<DeleteOpEntry> out;
  DeleteOpEntry entry;
  entry.setQ(switchyard::BsonDocument());
  for (int i = 0; i < n; ++i) out.push_back(entry);
  return out;
}

bool sameFind(const FindCommand& given) {
  FindCommand copy = given;
  FindCommand moved = std::move(copy);
  FindCommand assigned;
  assigned = moved;
  return assigned == given;
}

}  // namespace user

int userCodeCompiles() {
  return static_cast<int>(user::twoUpdates().getUpdates().size() + user::deletes(2).size()) +
         (user::sameFind(switchyard::idl::FindCommand()) ? 1 : 0);
}
