#include "core/util/fault.hpp"

namespace ll {

constinit thread_local FaultFlags fault_flags;

std::string& fault_message() {
  thread_local std::string message;
  return message;
}

void set_fault(std::string message) {
  if (fault_flags.scopes == 0) fail(message);
  if (!fault_flags.set) {
    fault_flags.set = true;
    fault_message() = std::move(message);
  }
}

void throw_fault() {
  const std::string message = std::move(fault_message());
  fail(message);
}

std::string take_fault() {
  fault_flags.set = false;
  return std::move(fault_message());
}

}  // namespace ll
