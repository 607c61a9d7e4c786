#pragma once
// Inline definitions of the 2D fast tests declared in sat/sat2d.hpp.
#include "sat/sat2d.hpp"
