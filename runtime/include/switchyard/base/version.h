// Runtime version. Generated code static_asserts that it was generated for this
// version, so a stale generated file fails to compile instead of misbehaving.
#pragma once

namespace switchyard {

inline constexpr int kRuntimeVersion = 1;

}  // namespace switchyard
