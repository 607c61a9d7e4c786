// SPDX-License-Identifier: MIT
#pragma once
// Approximate compares for SATlab's math types, as GoogleTest assertions that
// print both values on failure:
//
//   EXPECT_TRUE(sat::test::near(report.normal, sat::Vec2<double>{1, 0}, 1e-12));
//   EXPECT_VEC_NEAR(report.normal, (sat::Vec2<double>{1, 0}), 1e-12);
//   EXPECT_INTERVAL_NEAR(axis.a, (sat::Interval<double>{0, 2}), 1e-12);
//
// Tolerances are absolute, per component (the shapes in unit tests have
// coordinates of order 1, so absolute is what a reader checks by hand).

#include <cmath>
#include <ostream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "sat/types.hpp"

namespace sat::test {

template <class T> std::string toText(const Vec2<T>& v) {
    std::ostringstream out;
    out.precision(17);
    out << "(" << v.x << ", " << v.y << ")";
    return out.str();
}
template <class T> std::string toText(const Vec3<T>& v) {
    std::ostringstream out;
    out.precision(17);
    out << "(" << v.x << ", " << v.y << ", " << v.z << ")";
    return out.str();
}
template <class T> std::string toText(const Interval<T>& i) {
    std::ostringstream out;
    out.precision(17);
    out << "[" << i.min << ", " << i.max << "]";
    return out.str();
}

/// |a - b| <= tolerance; NaN never compares near.
template <class T> bool nearScalar(T a, T b, T tolerance) { return std::abs(a - b) <= tolerance; }

template <class T>::testing::AssertionResult near(const Vec2<T>& a, const Vec2<T>& b, T tolerance) {
    if (nearScalar(a.x, b.x, tolerance) && nearScalar(a.y, b.y, tolerance)) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << toText(a) << " is not within " << tolerance << " of " << toText(b);
}

template <class T>::testing::AssertionResult near(const Vec3<T>& a, const Vec3<T>& b, T tolerance) {
    if (nearScalar(a.x, b.x, tolerance) && nearScalar(a.y, b.y, tolerance) && nearScalar(a.z, b.z, tolerance))
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << toText(a) << " is not within " << tolerance << " of " << toText(b);
}

template <class T>::testing::AssertionResult near(const Interval<T>& a, const Interval<T>& b, T tolerance) {
    if (nearScalar(a.min, b.min, tolerance) && nearScalar(a.max, b.max, tolerance)) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << toText(a) << " is not within " << tolerance << " of " << toText(b);
}

} // namespace sat::test

// Macro forms, so a failure points at the caller's line. Wrap braced
// arguments in parentheses: EXPECT_VEC_NEAR(v, (sat::Vec2<double>{1, 0}), 1e-12).
#define EXPECT_VEC_NEAR(actual, expected, tolerance) EXPECT_TRUE(::sat::test::near((actual), (expected), (tolerance)))
#define ASSERT_VEC_NEAR(actual, expected, tolerance) ASSERT_TRUE(::sat::test::near((actual), (expected), (tolerance)))
#define EXPECT_INTERVAL_NEAR(actual, expected, tolerance) EXPECT_TRUE(::sat::test::near((actual), (expected), (tolerance)))
