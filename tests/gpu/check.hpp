#pragma once
// CHECK for the GPU module's plain test executables (the GPU machine has no Qt, so no Qt Test): a false condition
// prints its line and text and returns 1 from the function (main).
#include <cstdio>

#define CHECK(cond)                                                \
  do {                                                             \
    if (!(cond)) {                                                 \
      std::fprintf(stderr, "FAIL line %d: %s\n", __LINE__, #cond); \
      return 1;                                                    \
    }                                                              \
  } while (0)
