// The consumer's shared library: parses a Farewell with code generated into the
// library itself (switchyard_generate(TARGET greeter ...)).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#if defined(_WIN32)
#define GREETER_API __declspec(dllexport)
#else
#define GREETER_API __attribute__((visibility("default")))
#endif

// "<name> waves <n> times" for a valid farewell document, else "error <code>: <message>".
GREETER_API std::string describeFarewell(const std::uint8_t* data, std::size_t size);
