#pragma once
// CuTe C++ for core values, written so that cute::print of the built object prints exactly what
// LayoutLab prints for the value (tests/core/export_compile proves it against the real headers).
// Static integers become types (`_4`, `Int<12>`), dynamic ones plain integers, as the user wrote them:
// an all-static layout is the type `Layout<Shape<_4,_8>,Stride<_8,_1>>`, anything else
// `make_layout(make_shape(4,_8{}), make_stride(8,_1{}))`.
#include <memory>
#include <string>
#include <string_view>

#include "core/export/exporter.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/layout/swizzle.hpp"

namespace ll {

// `_4`, `Int<12>`, `Int<-3>` for static integers; `ScaledBasis<_2,1>` for a scaled basis (2@1). @pre i.is_static
std::string cute_cpp_static_int_type(const Int& i);
// An expression of the integer's value and staticness: `_4{}`, `Int<12>{}`, `4`, `int64_t(5000000000)`.
std::string cute_cpp_int_expr(const Int& i);
// The type of an all-static IntTuple: `_4`, `Shape<_4,Shape<_2,_2>>` (tuple_name "Shape" or "Stride").
// @pre is_static(t) and no `_`
std::string cute_cpp_tuple_type(const IntTuple& t, const std::string& tuple_name);
// An expression building t: `4`, `make_shape(4,_8{})` (maker "make_shape", "make_stride", "make_coord").
std::string cute_cpp_tuple_expr(const IntTuple& t, const std::string& maker);

// The type of an all-static layout: `Layout<Shape<_4,_8>,Stride<_8,_1>>`. @pre shape and stride static
std::string cute_cpp_layout_type(const Layout& l);
// An expression whose value is l: `Layout<...>{}` when all static, else `make_layout(make_shape(...), ...)`.
std::string cute_cpp_expr(const Layout& l);
// `Swizzle<3,4,3>{}`
std::string cute_cpp_expr(const Swizzle& s);
// All static: `ComposedLayout<Swizzle<3,3,3>,_0,Layout<...>>{}`; otherwise
// `make_composed_layout(Swizzle<3,3,3>{}, 0, make_layout(...))`.
std::string cute_cpp_expr(const ComposedLayout& l);
// The static type: `ComposedLayout<Swizzle<3,4,3>,smem_ptr_flag_bits<16>,Layout<...>>` (GMMA's atoms keep their smem
// pointer flag). @pre is_static_value(l)
std::string cute_cpp_composed_layout_type(const ComposedLayout& l);
// Whether the value has a static C++ type (every integer static), so it can be a `using` declaration.
bool is_static_value(const Layout& l);
bool is_static_value(const ComposedLayout& l);

// TiledCopy types (for TiledPicture::cpp_type_expr):
// `decltype(make_tiled_copy(Copy_Atom<OP,T>{}, THR{}, VAL{}))`. @pre thr and val all static
Result<std::string> cute_cpp_tiled_copy_type(const std::string& op, const std::string& val_type, const Layout& thr,
                                             const Layout& val);
// `decltype(make_tiled_copy_A(Copy_Atom<OP,T>{}, TiledMma{}))` for which = 'A', 'B' or 'C'; the TiledMMA
// is declared as `TiledMma` before it.
std::string cute_cpp_tiled_copy_for_mma_type(const std::string& op, const std::string& val_type, char which);

// CuTe declares the GMMA atoms of N other than 8, 16, 32, 64, 96, 128, 192, 256 (SM90_64x176x16_..., the _ext headers)
// only under CUTE_SM90_EXTENDED_MMA_SHAPES_ENABLED: that define's line when `code` names such an atom, else "".
std::string cute_cpp_extended_gmma_define(std::string_view code);

// The includes every code export starts with, for the `code` that follows them (after the define above where it needs
// it).
std::string cute_cpp_includes(std::string_view code);

// The declaration(s) the "cpp" format writes after the includes, e.g.
//   // (_4,_8):(_8,_1)
//   using MyLayout = Layout<Shape<_4,_8>,Stride<_8,_1>>;
//   constexpr MyLayout layout{};
// or `auto layout = make_layout(...);`, or for a TiledMMA write_cute_tiled_mma's `using TiledMma = ...;`.
Result<std::string> cute_cpp_declaration(const ExportSubject& subject, const ExportOptions& options);
// A C++ expression naming the declared object, to print it: `layout`, `TiledMma{}`.
std::string cute_cpp_declared_object(const ExportSubject& subject, const ExportOptions& options);

// The "cpp" format: includes, then a declaration named options.name of the subject:
//   using MyLayout = Layout<...>;  or  auto layout = make_layout(...);
// TiledMMA / TiledCopy: `using TiledMma = decltype(make_tiled_mma(...));` from the tiled exporter.
std::unique_ptr<Exporter> make_cute_cpp_exporter();

}  // namespace ll
