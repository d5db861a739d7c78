#pragma once
// Shared helpers for the core/layout Qt Test suites: literals in CuTe notation, and printing.
#include <QTest>

#include <string>

#include "core/layout/layout.hpp"
#include "core/layout/parse.hpp"
#include "core/layout/print.hpp"
#include "core/util/result.hpp"

namespace layout_test {

inline ll::IntTuple T(const char* text) {
  auto r = ll::parse_int_tuple(text);
  if (!r) qFatal("bad tuple literal %s: %s", text, r.error().c_str());
  return *r;
}
inline ll::Layout L(const char* text) {
  auto r = ll::parse_layout(text);
  if (!r) qFatal("bad layout literal %s: %s", text, r.error().c_str());
  return *r;
}
inline ll::Int I(const char* text) { return T(text).integer(); }

template <class V>
QString str(const V& v) {
  return QString::fromStdString(ll::to_string(v));
}

// The message of the CuteError that f() throws, or "" if it does not throw.
template <class F>
std::string error_of(F&& f) {
  auto r = ll::attempt([&] {
    f();
    return 0;
  });
  return r.ok() ? std::string() : r.error();
}

}  // namespace layout_test

#define EXPECT_ERROR(expr, fragment)                                                              \
  do {                                                                                            \
    std::string message_ = layout_test::error_of([&] { (void)(expr); });                          \
    QVERIFY2(message_.find(fragment) != std::string::npos,                                        \
             qPrintable(QString("expected an error containing '%1', got '%2'").arg(fragment,      \
                                                                                 QString::fromStdString(message_)))); \
  } while (0)
