#pragma once
// CuTe's complement (cute/layout.hpp): the layout of the "holes" of L up to a cotarget, so that
// (L, complement(L, M)) covers [0, M) once.
#include "core/algebra/steps.hpp"
#include "core/layout/int_tuple.hpp"
#include "core/layout/layout.hpp"
#include "core/util/result.hpp"

namespace ll {

// CuTe's complement. CuTe's layout algebra doc: "The `complement` of a layout attempts to find another layout
// that represents the "rest" -- the elements that aren't touched by the layout."
// cotarget is a shape (an integer or a tuple, as CuTe's shape(cotarget)); the default is cosize(filter(L)).
// @pre filter(L) is rank 1 or has static strides ("Dynamic-stride complement only for rank-1 layouts")
// @pre L is injective on its sorted strides: each stride_i is a multiple of the previous extent
//      stride_{i-1}*shape_{i-1} ("Non-injective Layout detected in complement" when the quotient is 0;
//      LayoutLab also rejects a non-zero remainder, where CuTe would build a wrong layout)
// @post result is sorted by stride, disjoint from L's image, size(result) >= cotarget / size(filter(L))
Layout complement(const Layout& l);
Layout complement(const Layout& l, const IntTuple& cotarget);
// Steps: the filtered layout, each sorted mode's new extent/stride, the rest mode up to the cotarget.
Result<AlgebraSteps> complement_steps(const Layout& l, const IntTuple& cotarget);

}  // namespace ll
