#pragma once
// The whole layout algebra in one include.
#include "core/algebra/coalesce.hpp"
#include "core/algebra/complement.hpp"
#include "core/algebra/composed.hpp"
#include "core/algebra/composition.hpp"
#include "core/algebra/divide.hpp"
#include "core/algebra/inverse.hpp"
#include "core/algebra/max_common.hpp"
#include "core/algebra/nullspace.hpp"
#include "core/algebra/product.hpp"
#include "core/algebra/steps.hpp"
#include "core/layout/tiler.hpp"
