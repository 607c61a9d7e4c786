// SPDX-License-Identifier: MIT
#pragma once
// Seeded random spheres, capsules and boxes for the round 3D oracle tests, with descriptions for failures.

#include <cmath>
#include <cstdint>
#include <random>
#include <sstream>
#include <string>

#include "sat/round3d.hpp"

namespace oracle3 {

using sat::Capsule3;
using sat::Obb3;
using sat::Sphere3;
using sat::Verdict;
using Vec = sat::Vec3<double>;

struct Random {
    std::mt19937_64 engine;
    explicit Random(std::uint64_t seed) : engine(seed) {}
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(engine); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(engine); }
    Vec point(double reach) { return {uniform(-reach, reach), uniform(-reach, reach), uniform(-reach, reach)}; }
    Vec unit() {
        for (;;) {
            const Vec v = point(1.0);
            const double length = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
            if (length > 0.1 && length <= 1.0) return v / length;
        }
    }
    Sphere3<double> sphere() { return {point(2.5), uniform(0.05, 2.0)}; }
    Capsule3<double> capsule() {
        const Vec centre = point(2.5);
        const Vec half = integer(0, 15) == 0 ? Vec{} : unit() * uniform(0.1, 3.0);
        return {centre - half, centre + half, uniform(0.05, 1.5)};
    }
    Obb3<double> box() {
        const Vec half{uniform(0.25, 3.0), uniform(0.25, 3.0), uniform(0.25, 3.0)};
        if (integer(0, 3) == 0) {
            const Vec quarter{90.0 * integer(0, 3), 90.0 * integer(0, 3), 90.0 * integer(0, 3)};
            return Obb3<double>::fromEulerDegrees(point(2.5), half, quarter);
        }
        return Obb3<double>::fromQuaternion(point(2.5), half, uniform(-1, 1), uniform(-1, 1), uniform(-1, 1), uniform(-1, 1));
    }
};

inline Verdict expectedVerdict(int sign) {
    return sign > 0 ? Verdict::Separated : (sign == 0 ? Verdict::Touching : Verdict::Overlapping);
}

inline std::string describe(const Sphere3<double>& s) {
    std::ostringstream out;
    out.precision(17);
    out << "sphere{(" << s.center.x << ", " << s.center.y << ", " << s.center.z << "), r " << s.radius << "}";
    return out.str();
}
inline std::string describe(const Capsule3<double>& c) {
    std::ostringstream out;
    out.precision(17);
    out << "capsule{(" << c.start.x << ", " << c.start.y << ", " << c.start.z << ") - (" << c.end.x << ", " << c.end.y << ", "
        << c.end.z << "), r " << c.radius << "}";
    return out.str();
}
inline std::string describe(const Obb3<double>& b) {
    std::ostringstream out;
    out.precision(17);
    out << "box{c (" << b.center.x << ", " << b.center.y << ", " << b.center.z << "), h (" << b.halfExtents.x << ", "
        << b.halfExtents.y << ", " << b.halfExtents.z << "), axes";
    for (const Vec& a : b.axes) out << " (" << a.x << ", " << a.y << ", " << a.z << ")";
    out << "}";
    return out.str();
}

/// Counts of what a set held, so a test cannot pass by judging nothing.
struct Tally {
    int separated = 0, touching = 0, overlapping = 0;
    void add(int sign) { (sign > 0 ? separated : (sign == 0 ? touching : overlapping)) += 1; }
};

} // namespace oracle3
