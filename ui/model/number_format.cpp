// SPDX-License-Identifier: MIT
// Numbers formatted the same way for the SAT panel, the lanes' labels and the explanations.
#include "ui/model/number_format.hpp"

#include <cmath>
#include <cstdio>

namespace ui {

std::string formatNumber(double value) {
    char text[32];
    if (value != 0.0 && std::abs(value) < 0.005) std::snprintf(text, sizeof text, "%.2g", value);
    else std::snprintf(text, sizeof text, "%.2f", value);
    return text;
}

std::string formatComponent(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    const std::string out = text;
    return out == "-0.00" ? std::string("0.00") : out;
}

// Built by appending: g++ 12 warns (-Wrestrict, a false positive) on "(" + std::string&&.
std::string formatDirection(glm::dvec2 direction) {
    std::string text = "(";
    text += formatComponent(direction.x);
    text += ", ";
    text += formatComponent(direction.y);
    text += ")";
    return text;
}

std::string formatDirection(glm::dvec3 direction) {
    std::string text = formatDirection(glm::dvec2(direction));
    text.pop_back();
    text += ", ";
    text += formatComponent(direction.z);
    text += ")";
    return text;
}

std::string formatInterval(const sat::Interval<double>& interval) {
    std::string text = "[";
    text += formatNumber(interval.min);
    text += ", ";
    text += formatNumber(interval.max);
    text += "]";
    return text;
}

} // namespace ui
