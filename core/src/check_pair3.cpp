// `satlab check` on a pair of 3D shapes: sat::report (3D) in the chosen
// precision, turned into a CheckPair with vectors of length 3 and, per axis,
// whether it was skipped as degenerate (parallel edges) and why.

#include <charconv>
#include <cstdlib>

#include "sat/check.hpp"
#include "sat/scene3d.hpp"

namespace sat {

namespace {
/// Float results print as the shortest decimal that reads back as the same
/// float (as check_pair2.cpp does).
double widen(float value) {
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer - 1, value).ptr;
    *end = '\0';
    return std::strtod(buffer, nullptr);
}
double widen(double value) { return value; }

template <class T> std::vector<double> widen(const Vec3<T>& v) { return {widen(v.x), widen(v.y), widen(v.z)}; }
template <class T> Interval<double> widen(const Interval<T>& i) { return {widen(i.min), widen(i.max)}; }

template <class T> CheckAxis toCheckAxis(const AxisResult3<T>& axis) {
    CheckAxis out;
    out.source = label(axis.source);
    out.axis = widen(axis.direction);
    out.a = widen(axis.a);
    out.b = widen(axis.b);
    out.separation = widen(axis.separation);
    out.separating = axis.separating;
    out.degenerate = axis.degenerate;
    out.degenerateReason = toString(axis.reason);
    return out;
}

template <class T> CheckPair toCheckPair(const Report3<T>& report) {
    CheckPair pair;
    pair.verdict = report.verdict;
    pair.depth = widen(report.depth);
    pair.normal = widen(report.normal);
    pair.separation = report.verdict == Verdict::Separated ? widen(report.distance) : 0.0 - widen(report.depth); // 0, not -0
    pair.firstSeparatingAxis = report.firstSeparatingAxis;
    for (const Vec3<T>& contact : report.contacts) pair.contacts.push_back(widen(contact));
    for (const AxisResult3<T>& axis : report.axes) pair.axes.push_back(toCheckAxis(axis));
    return pair;
}

template <class T> Shape3<T> convert(const SceneShape& shape) {
    try {
        return toShape3<T>(shape.spec);
    } catch (const GeometryError& error) {
        throw CheckError("shape \"" + shape.name + "\" cannot be tested in " +
                         (sizeof(T) == sizeof(float) ? "float" : "double") + " precision: " + error.what());
    }
}

template <class T> CheckPair checkIn(const SceneShape& a, const SceneShape& b, const CheckOptions& options) {
    ReportOptions3<T> reportOptions;
    reportOptions.tolerance = static_cast<T>(options.tolerance);
    CheckPair pair = toCheckPair(report(convert<T>(a), convert<T>(b), reportOptions));
    pair.a = a.name;
    pair.b = b.name;
    return pair;
}
} // namespace

CheckPair checkPair3(const SceneShape& a, const SceneShape& b, const CheckOptions& options) {
    if (options.precision == Precision::Float) return checkIn<float>(a, b, options);
    return checkIn<double>(a, b, options);
}

} // namespace sat
