#include "greeter.h"

#include <string>

#include "consumer/idl/farewell_gen.h"   // INCLUDE_PREFIX consumer/idl

std::string describeFarewell(const std::uint8_t* data, std::size_t size) {
  auto farewell = consumer::Farewell::parse(data, size);
  if (!farewell.ok()) {
    return "error " + std::to_string(switchyard::errorCode(farewell.status())) + ": " +
           std::string(farewell.status().message());
  }
  return std::string(farewell->getName()) + " waves " + std::to_string(farewell->getWaves()) + " times";
}
