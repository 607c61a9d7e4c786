// SPDX-License-Identifier: MIT
#pragma once
// Numbers as SATlab shows them to a reader: the SAT panel, the lanes' labels
// and the explanation panel all format through these, so the same value
// reads the same everywhere (docs/lessons.md, "Step mode").

#include <string>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "sat/types.hpp"

namespace ui {

/// A length or coordinate: two decimals, or two significant digits when
/// tiny (|value| < 0.005, not 0). Never "-0.00": a value that rounds to zero
/// reads "0.00" whatever its sign.
std::string formatNumber(double value);

/// `value` with `decimals` decimals ("%.*f"), with a leading "+" on positive
/// values when `withSign`; a value that rounds to zero reads "0.000" (or
/// "+0.000"), never "-0.000". The SAT panel's tables and the Scene panel's
/// pair list write their numbers through it.
std::string formatFixed(double value, int decimals, bool withSign = false);

/// A component of a unit direction: always two decimals, never "-0.00"
/// (a box turned 90° has axisX = (6e-17, 1), shown as (0.00, 1.00)).
std::string formatComponent(double value);

/// "(0.87, 0.50)" and "(0.00, 0.71, 0.71)": components of a unit direction.
std::string formatDirection(glm::dvec2 direction);
std::string formatDirection(glm::dvec3 direction);

/// "[-1.20, 2.31]": both ends through formatNumber.
std::string formatInterval(const sat::Interval<double>& interval);

} // namespace ui
