// SPDX-License-Identifier: MIT
// `satlab check` on one pair of shapes: sat::report (2D or 3D) in the chosen
// precision, turned into a CheckPair. 2D axes say whether they repeat an
// earlier one (duplicate); 3D axes whether they were skipped as degenerate
// (parallel edges) and why.

#include <charconv>
#include <cstdlib>
#include <optional>

#include "sat/check.hpp"
#include "sat/scene3d.hpp"

namespace sat {

namespace {
/// Float results are printed as the shortest decimal that reads back as the
/// same float (0.3f prints 0.3, not 0.30000001192092896).
double widen(float value) {
    char buffer[32];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer - 1, value).ptr;
    *end = '\0';
    return std::strtod(buffer, nullptr);
}
double widen(double value) { return value; }

template <class T> std::vector<double> widen(const Vec2<T>& v) { return {widen(v.x), widen(v.y)}; }
template <class T> std::vector<double> widen(const Vec3<T>& v) { return {widen(v.x), widen(v.y), widen(v.z)}; }
template <class T> Interval<double> widen(const Interval<T>& i) { return {widen(i.min), widen(i.max)}; }

template <class T> void addFlags(CheckAxis& out, const AxisResult2<T>& axis) { out.duplicate = axis.duplicate; }
template <class T> void addFlags(CheckAxis& out, const AxisResult3<T>& axis) {
    out.degenerate = axis.degenerate;
    out.degenerateReason = toString(axis.reason);
}

/// The report as a CheckPair, with the axes and contacts `detail` asks for.
template <class Report> CheckPair toCheckPair(const Report& report, CheckPairDetail detail) {
    CheckPair pair;
    pair.verdict = report.verdict;
    pair.depth = widen(report.depth);
    pair.normal = widen(report.normal);
    pair.separation = report.verdict == Verdict::Separated ? widen(report.distance) : 0.0 - widen(report.depth); // 0, not -0
    pair.firstSeparatingAxis = report.firstSeparatingAxis;
    if (detail.contacts)
        for (const auto& contact : report.contacts) pair.contacts.push_back(widen(contact));
    const std::size_t axesKept = detail.allAxes ? report.axes.size() : static_cast<std::size_t>(report.firstSeparatingAxis + 1);
    pair.axes.reserve(axesKept);
    for (std::size_t i = 0; i < axesKept; ++i) {
        const auto& axis = report.axes[i];
        CheckAxis out;
        out.source = label(axis.source);
        out.axis = widen(axis.direction);
        out.a = widen(axis.a);
        out.b = widen(axis.b);
        out.separation = widen(axis.separation);
        out.separating = axis.separating;
        addFlags(out, axis);
        pair.axes.push_back(std::move(out));
    }
    return pair;
}

/// The shape in precision T (toShape2<T> or toShape3<T>), or a CheckError naming it.
template <class T, class ToShape> auto convert(const SceneShape& shape, ToShape toShape) {
    try {
        return toShape(shape.spec);
    } catch (const GeometryError& error) {
        throw CheckError("shape \"" + shape.name + "\" cannot be tested in " + (sizeof(T) == sizeof(float) ? "float" : "double") +
                         " precision: " + error.what());
    }
}

template <class T, class ReportOptions, class ToShape>
CheckPair checkIn(const SceneShape& a, const SceneShape& b, const CheckOptions& options, ToShape toShape,
                  CheckPairDetail detail = {}) {
    ReportOptions reportOptions;
    reportOptions.tolerance = static_cast<T>(options.tolerance);
    CheckPair pair = toCheckPair(report(convert<T>(a, toShape), convert<T>(b, toShape), reportOptions), detail);
    pair.a = a.name;
    pair.b = b.name;
    return pair;
}

/// checkCandidate2/3 in precision T: each shape converted once, for the fast
/// test and the report alike.
template <class T, class ReportOptions, class ToShape>
std::optional<CheckPair> candidateIn(const SceneShape& a, const SceneShape& b, const CheckOptions& options, bool fastFirst,
                                     CheckPairDetail detail, ToShape toShape) {
    using Shape = decltype(toShape(a.spec));
    std::optional<Shape> shapeA, shapeB;
    try {
        shapeA.emplace(toShape(a.spec));
        shapeB.emplace(toShape(b.spec));
    } catch (const GeometryError&) {
        return checkIn<T, ReportOptions>(a, b, options, toShape); // throws the CheckError naming the shape
    }
    if (fastFirst && !overlaps(*shapeA, *shapeB)) return std::nullopt;
    ReportOptions reportOptions;
    reportOptions.tolerance = static_cast<T>(options.tolerance);
    CheckPair pair = toCheckPair(report(*shapeA, *shapeB, reportOptions), detail);
    pair.a = a.name;
    pair.b = b.name;
    return pair;
}
} // namespace

CheckPair checkPair2(const SceneShape& a, const SceneShape& b, const CheckOptions& options) {
    if (options.precision == Precision::Float) {
        return checkIn<float, ReportOptions2<float>>(a, b, options, [](const auto& spec) { return toShape2<float>(spec); });
    }
    return checkIn<double, ReportOptions2<double>>(a, b, options, [](const auto& spec) { return toShape2<double>(spec); });
}

CheckPair checkPair3(const SceneShape& a, const SceneShape& b, const CheckOptions& options) {
    if (options.precision == Precision::Float) {
        return checkIn<float, ReportOptions3<float>>(a, b, options, [](const auto& spec) { return toShape3<float>(spec); });
    }
    return checkIn<double, ReportOptions3<double>>(a, b, options, [](const auto& spec) { return toShape3<double>(spec); });
}

std::optional<CheckPair> checkCandidate2(const SceneShape& a, const SceneShape& b, const CheckOptions& options, bool fastFirst,
                                         CheckPairDetail detail) {
    if (options.precision == Precision::Float) {
        return candidateIn<float, ReportOptions2<float>>(a, b, options, fastFirst, detail,
                                                         [](const auto& spec) { return toShape2<float>(spec); });
    }
    return candidateIn<double, ReportOptions2<double>>(a, b, options, fastFirst, detail,
                                                       [](const auto& spec) { return toShape2<double>(spec); });
}

std::optional<CheckPair> checkCandidate3(const SceneShape& a, const SceneShape& b, const CheckOptions& options, bool fastFirst,
                                         CheckPairDetail detail) {
    if (options.precision == Precision::Float) {
        return candidateIn<float, ReportOptions3<float>>(a, b, options, fastFirst, detail,
                                                         [](const auto& spec) { return toShape3<float>(spec); });
    }
    return candidateIn<double, ReportOptions3<double>>(a, b, options, fastFirst, detail,
                                                       [](const auto& spec) { return toShape3<double>(spec); });
}

} // namespace sat
