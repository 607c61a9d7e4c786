// SPDX-License-Identifier: MIT
#pragma once
// Random float box pairs for the 3D box tests (report3d_box_test.cpp,
// manifold3d_test.cpp): general boxes, integer boxes turned by quarter turns
// (many exactly touching, degenerate cross axes) and nearly parallel pairs.

#include <cmath>
#include <random>
#include <utility>

#include "sat/sat3d.hpp"

namespace sat::test {

class Draw {
public:
    explicit Draw(unsigned seed) : rng_(seed) {}
    float real(double lo, double hi) { return static_cast<float>(std::uniform_real_distribution<double>(lo, hi)(rng_)); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    Vec3<float> vec(double lo, double hi) { return {real(lo, hi), real(lo, hi), real(lo, hi)}; }
    Obb3<float> box() {
        return Obb3<float>::fromQuaternion(vec(-3, 3), vec(0.1, 2), real(-1, 1), real(-1, 1), real(-1, 1), real(-1, 1));
    }
    /// Integer centre and half extents, turned by quarter turns: exact 0/±1 axes.
    Obb3<float> gridBox() {
        const Vec3<float> degrees{float(90 * integer(0, 3)), float(90 * integer(0, 3)), float(90 * integer(0, 3))};
        return Obb3<float>::fromEulerDegrees({float(integer(-2, 2)), float(integer(-2, 2)), float(integer(-2, 2))},
                                             {float(integer(1, 2)), float(integer(1, 2)), float(integer(1, 2))}, degrees);
    }
    /// Two boxes whose orientations differ by a turn of 10^-9..10^-2 rad about
    /// one axis (quaternions multiplied in double, each box normalised in float).
    std::pair<Obb3<float>, Obb3<float>> nearlyParallelPair() {
        double q[4] = {real(-1, 1), real(-1, 1), real(-1, 1), real(-1, 1)};
        const double half = std::pow(10.0, real(-9, -2)) / 2;
        double t[4] = {std::cos(half), 0, 0, 0};
        t[1 + integer(0, 2)] = std::sin(half);
        const double r[4] = {
            q[0] * t[0] - q[1] * t[1] - q[2] * t[2] - q[3] * t[3], q[0] * t[1] + q[1] * t[0] + q[2] * t[3] - q[3] * t[2],
            q[0] * t[2] - q[1] * t[3] + q[2] * t[0] + q[3] * t[1], q[0] * t[3] + q[1] * t[2] - q[2] * t[1] + q[3] * t[0]};
        const auto f = [](double x) { return static_cast<float>(x); };
        const Vec3<float> centre = vec(-3, 3);
        return {Obb3<float>::fromQuaternion(centre, vec(0.1, 2), f(q[0]), f(q[1]), f(q[2]), f(q[3])),
                Obb3<float>::fromQuaternion(centre + vec(-2, 2), vec(0.1, 2), f(r[0]), f(r[1]), f(r[2]), f(r[3]))};
    }

    /// kind 0: two random boxes, 1: two quarter-turned integer boxes, 2: a nearly parallel pair.
    std::pair<Obb3<float>, Obb3<float>> pair(int kind) {
        if (kind == 2) return nearlyParallelPair();
        Obb3<float> a = kind == 1 ? gridBox() : box();
        Obb3<float> b = kind == 1 ? gridBox() : box();
        return {a, b};
    }

private:
    std::mt19937 rng_;
};

} // namespace sat::test
