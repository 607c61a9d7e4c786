// SPDX-License-Identifier: MIT
#pragma once
// The properties the 2D oracle tests assert, one function per property, each
// judging one pair against the oracle. The test files decide which pairs.

#include <cmath>
#include <optional>
#include <string>

#include "oracle/checks2d.hpp"

namespace check {

/// One pair judged: not applicable (e.g. too close to touching for the
/// bound), passed, or failed with a message that reproduces it.
struct Judgement {
    bool applicable = true;
    std::optional<std::string> failure;
    double errorInUnits = 0; ///< |computed - exact| / (u R), for the record
};
inline Judgement notApplicable() { return {false, std::nullopt, 0}; }

template <class SA> using Scalar = typename ScalarOf<SA>::type;

/// Bound on |computed - exact| for quantities that move with the shapes by
/// at most the corners' displacement (depth, distance, contact positions,
/// pushes): the arithmetic's 64 u R plus twice the corner rounding.
template <class SA, class SB> double valueBoundOf(const Truth& truth) {
    return satBound<Scalar<SA>>(truth.radius) + 2 * truth.cornerSlack;
}
/// Bound for the SAT's own number, the largest separation over the edge
/// normals (and so the verdict): a rounded corner also turns the oracle's
/// edge normal, which moves that number by up to tilt * diameter.
template <class SA, class SB> double boundOf(const Truth& truth) { return valueBoundOf<SA, SB>(truth) + truth.tiltSlack; }

template <class SA, class SB> std::string context(const Pair<SA, SB>& pair, const Truth& truth) {
    return pair.describe() + "\n  exact separation " + number(truth.axis.separation) + " (" + verdictText(truth.intersects) +
           "), bound " + number(boundOf<SA, SB>(truth));
}

/// overlaps() and report().verdict agree with the exact verdict wherever the
/// exact separation is farther than the bound from 0.
template <class SA, class SB> Judgement judgeVerdict(const Pair<SA, SB>& pair, const Truth& truth) {
    if (std::abs(truth.axis.separation) <= boundOf<SA, SB>(truth)) return notApplicable();
    const bool fast = sat::overlaps(pair.a.shape, pair.b.shape);
    const sat::Report2<Scalar<SA>> report = sat::report(pair.a.shape, pair.b.shape);
    const bool reported = report.verdict != sat::Verdict::Separated;
    if (fast == truth.intersects && reported == truth.intersects) return {};
    return {true,
            context(pair, truth) + "\n  expected " + verdictText(truth.intersects) + ", got overlaps() " + verdictText(fast) +
                " and report verdict " + sat::toString(report.verdict),
            0};
}

/// |report.axisSeparation - exact| <= bound, for every pair.
template <class SA, class SB> Judgement judgeAxisSeparation(const Pair<SA, SB>& pair, const Truth& truth) {
    const sat::Report2<Scalar<SA>> report = sat::report(pair.a.shape, pair.b.shape);
    const double error = std::abs(double(report.axisSeparation) - truth.axis.separation);
    Judgement judgement{true, std::nullopt, error / (unitRoundoff<Scalar<SA>>() * truth.radius)};
    if (!(error <= boundOf<SA, SB>(truth)))
        judgement.failure = context(pair, truth) + "\n  got axisSeparation " + number(report.axisSeparation);
    return judgement;
}

/// Overlapping beyond the bound: depth equals the exact penetration depth
/// (the smallest push over all axes) within the bound.
template <class SA, class SB> Judgement judgeDepth(const Pair<SA, SB>& pair, const Truth& truth) {
    const double bound = valueBoundOf<SA, SB>(truth);
    if (truth.axis.separation >= -bound) return notApplicable();
    const sat::Report2<Scalar<SA>> report = sat::report(pair.a.shape, pair.b.shape);
    const double exactDepth = -truth.axis.separation;
    const double error = std::abs(double(report.depth) - exactDepth);
    Judgement judgement{true, std::nullopt, error / (unitRoundoff<Scalar<SA>>() * truth.radius)};
    if (!(error <= bound))
        judgement.failure = context(pair, truth) + "\n  exact depth " + number(exactDepth) + ", got depth " +
                            number(report.depth) + " normal " + point(glm::dvec2(report.normal));
    return judgement;
}

/// How far B is moved along the reported normal: depth * relative + absolute.
struct Push {
    double relative = 1;
    double absolute = 0;
    bool expectSeparated = true;
};

/// Moving B by the push along the reported normal gives the expected exact
/// verdict. Applicable when the push clears the exact penetration by more
/// than the bound plus the rounding of the move (2 u R) on the expected side.
template <class SA, class SB> Judgement judgePush(const Pair<SA, SB>& pair, const Truth& truth, const Push& push) {
    const double bound = valueBoundOf<SA, SB>(truth);
    if (truth.axis.separation >= -bound) return notApplicable();
    const double exactDepth = -truth.axis.separation;
    const double margin = std::abs(exactDepth * (push.relative - 1) + push.absolute);
    if (!(margin > bound + 2 * unitRoundoff<Scalar<SA>>() * truth.radius)) return notApplicable();
    const sat::Report2<Scalar<SA>> report = sat::report(pair.a.shape, pair.b.shape);
    const double distance = double(report.depth) * push.relative + push.absolute;
    const glm::dvec2 offset = glm::dvec2(report.normal) * distance;
    std::optional<gen::Sample<SB>> moved;
    try {
        moved = gen::translated(pair.b, offset);
    } catch (const std::exception&) {
        return notApplicable(); // the rounded move broke strict convexity of a thin polygon
    }
    const bool intersects = oracle::intersects(pair.a.corners, moved->corners);
    if (intersects != push.expectSeparated) return {};
    return {true,
            context(pair, truth) + "\n  depth " + number(report.depth) + " normal " + point(glm::dvec2(report.normal)) +
                ", moved B by " + number(distance) + ": expected " + verdictText(!push.expectSeparated) + ", got " +
                verdictText(intersects),
            0};
}

/// Separated beyond the bound: distance equals the exact closest distance
/// within the bound; overlapping beyond it: distance is 0.
template <class SA, class SB> Judgement judgeDistance(const Pair<SA, SB>& pair, const Truth& truth) {
    // Whether the API reports a distance hangs on its SAT number (boundOf);
    // the distance itself moves only with the corners (valueBoundOf).
    if (std::abs(truth.axis.separation) <= boundOf<SA, SB>(truth)) return notApplicable();
    const double bound = valueBoundOf<SA, SB>(truth);
    const sat::Report2<Scalar<SA>> report = sat::report(pair.a.shape, pair.b.shape);
    const double exact = truth.intersects ? 0.0 : oracle::distance(pair.a.corners, pair.b.corners);
    const double error = std::abs(double(report.distance) - exact);
    Judgement judgement{true, std::nullopt, error / (unitRoundoff<Scalar<SA>>() * truth.radius)};
    if (!(error <= bound))
        judgement.failure = context(pair, truth) + "\n  exact distance " + number(exact) + ", got " + number(report.distance);
    return judgement;
}

/// Overlapping beyond the bound, or exactly touching: at least one contact,
/// and each lies within depth + bound of both closed shapes.
template <class SA, class SB> Judgement judgeContacts(const Pair<SA, SB>& pair, const Truth& truth) {
    const double bound = valueBoundOf<SA, SB>(truth);
    if (!(truth.axis.separation < -bound || truth.axis.touching)) return notApplicable();
    const sat::Report2<Scalar<SA>> report = sat::report(pair.a.shape, pair.b.shape);
    const double allowed = double(report.depth) + bound;
    std::string problems;
    if (report.contacts.empty()) problems = " no contact points";
    for (const auto& contact : report.contacts) {
        const glm::dvec2 c(contact);
        const double toA = oracle::distance(c, pair.a.corners);
        const double toB = oracle::distance(c, pair.b.corners);
        if (!(toA <= allowed && toB <= allowed))
            problems += std::string(" contact ") + point(c) + " is " + number(toA) + " from A and " + number(toB) + " from B;";
    }
    if (problems.empty()) return {};
    return {true, context(pair, truth) + "\n  depth " + number(report.depth) + ", allowed " + number(allowed) + ":" + problems,
            0};
}

/// With a tolerance t the verdict follows the exact separation s: Separated
/// when s > t + bound, Overlapping when s < -t - bound, Touching when
/// |s| < t - bound; the bands of width 2 * bound around +-t are not judged.
template <class SA, class SB> Judgement judgeTolerance(const Pair<SA, SB>& pair, const Truth& truth, double tolerance) {
    const double bound = boundOf<SA, SB>(truth);
    const double s = truth.axis.separation;
    sat::Verdict expected;
    if (s > tolerance + bound) expected = sat::Verdict::Separated;
    else if (s < -tolerance - bound) expected = sat::Verdict::Overlapping;
    else if (std::abs(s) < tolerance - bound) expected = sat::Verdict::Touching;
    else return notApplicable();
    using T = Scalar<SA>;
    const auto report = sat::report(pair.a.shape, pair.b.shape, sat::ReportOptions2<T>{T(tolerance)});
    if (report.verdict == expected) return {};
    return {true,
            context(pair, truth) + "\n  tolerance " + number(tolerance) + ": expected " + sat::toString(expected) + ", got " +
                sat::toString(report.verdict) + " (axisSeparation " + number(report.axisSeparation) + ")",
            0};
}

/// The two exact oracles agree (closed triangles vs exact SAT).
inline Judgement judgeOracles(const oracle::Polygon& a, const oracle::Polygon& b, const std::string& where) {
    const bool sat = oracle::intersects(a, b);
    const bool triangles = oracle::intersectsByTriangles(a, b);
    if (sat == triangles) return {};
    return {true, where + ": exact SAT says " + verdictText(sat) + ", closed triangles say " + verdictText(triangles), 0};
}

// ------------------------------------------------------------------ running

struct RunSummary {
    std::size_t judged = 0;
    std::size_t skipped = 0;
    double worstErrorInUnits = 0;
    FailureLog failures;

    void add(const Judgement& judgement) {
        if (!judgement.applicable) {
            ++skipped;
            return;
        }
        ++judged;
        worstErrorInUnits = std::max(worstErrorInUnits, judgement.errorInUnits);
        if (judgement.failure) failures.add(*judgement.failure);
    }
    /// One line for the log (docs/accuracy.md quotes these).
    void print(const std::string& what) const {
        std::printf("[oracle2d] %s: judged %zu, not applicable %zu, failed %zu, worst error %.3g u R\n", what.c_str(), judged,
                    skipped, failures.count(), worstErrorInUnits);
    }
};

} // namespace check
