// SPDX-License-Identifier: MIT
// Numbers formatted the same way for the SAT panel, the lanes' labels and the explanations.
#include "ui/model/number_format.hpp"

#include <cmath>
#include <cstdio>

namespace ui {

namespace {

/// True for "-0.000" (any number of zeros, any decimal point): the sign of a value that rounds to zero tells the
/// reader nothing and looks like an overlap.
bool negativeZero(const char* text) {
    if (text[0] != '-') return false;
    for (const char* c = text + 1; *c != '\0'; ++c)
        if (*c != '0' && *c != '.') return false;
    return true;
}

} // namespace

// Fixed in the character buffer, not by editing a std::string: g++ 12 warns (-Wrestrict, a false positive) on
// erasing or inserting at the front of a short string.
std::string formatNumber(double value) {
    char text[32];
    if (value != 0.0 && std::abs(value) < 0.005) std::snprintf(text, sizeof text, "%.2g", value);
    else std::snprintf(text, sizeof text, "%.2f", value);
    return negativeZero(text) ? std::string(text + 1) : std::string(text);
}

std::string formatFixed(double value, int decimals, bool withSign) {
    char text[48];
    std::snprintf(text, sizeof text, withSign ? "%+.*f" : "%.*f", decimals, value);
    if (!negativeZero(text)) return text;
    if (!withSign) return text + 1;
    text[0] = '+';
    return text;
}

std::string formatComponent(double value) { return formatFixed(value, 2); }

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
