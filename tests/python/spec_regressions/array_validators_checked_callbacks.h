#pragma once
#include <cstdint>
#include "switchyard/switchyard.h"
namespace regress::array_checks { absl::Status checkDate(const std::int64_t& value); }
namespace other_ns { absl::Status checkInt(const std::int32_t& value); }
absl::Status regress_check_int(const std::int32_t& value);
