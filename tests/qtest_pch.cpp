// The translation unit that compiles a Qt Test precompiled header (tests/CMakeLists.txt).
