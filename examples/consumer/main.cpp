// SPDX-License-Identifier: MIT
// Oriented box pairs in 2D and 3D through an installed satlab::sat: the fast test, the report and the manifold,
// printed and checked against numbers worked out by hand. Exits 1 when any check fails. The blocks between
// "[api: ...]" and "[end]" are the examples of docs/api.md.

#include <cmath>
#include <cstdio>

#include <cstdint>
#include <vector>

#include "sat/batch.hpp"
#include "sat/broadphase.hpp"
#include "sat/rotation3d.hpp"
#include "sat/sat2d.hpp"
#include "sat/sat3d.hpp"
#include "sat/version.hpp"

namespace {

int failures = 0;

void check(bool ok, const char* what) {
    std::printf("  %-52s %s\n", what, ok ? "ok" : "FAILED");
    if (!ok) ++failures;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9; }

void boxes2d() {
    std::printf("2D oriented boxes\n");
    // [api: sat2d]
    // A: 2 x 2 at the origin. B: 2 x 1, centre 1.5 to the right: they overlap by 0.5 along x.
    const auto a = sat::Obb2<double>::fromAngle({0.0, 0.0}, {1.0, 1.0}, 0.0);
    const auto b = sat::Obb2<double>::fromAngle({1.5, 0.0}, {1.0, 0.5}, 0.0);
    const bool hit = sat::overlaps(a, b);             // the fast test: a bool, early out
    const sat::Report2<double> r = sat::report(a, b); // every axis, the verdict, the MTV, contacts
    std::printf("  %s, depth %g along (%g, %g), %zu contacts\n", sat::toString(r.verdict), r.depth, r.normal.x, r.normal.y,
                r.contacts.size());
    for (const sat::AxisResult2<double>& axis : r.axes) {
        std::printf("    axis (%+.3f, %+.3f): separation %+g\n", axis.direction.x, axis.direction.y, axis.separation);
    }
    // [end]
    check(hit, "overlaps() says they meet");
    check(r.verdict == sat::Verdict::Overlapping, "report(): overlapping");
    check(near(r.depth, 0.5) && near(r.normal.x, 1.0) && near(r.normal.y, 0.0), "report(): depth 0.5 along +x");
    check(r.axes.size() == 4 && r.contacts.size() == 2, "report(): 4 axes, 2 contacts");

    // [api: manifold2d]
    // The same pair for a physics step: separations, verdict, MTV and contacts, no per-axis intervals.
    const sat::BoxManifold2<double> m = sat::manifold(a, b);
    for (int i = 0; i < m.contactCount; ++i) std::printf("  contact (%g, %g)\n", m.contacts[i].x, m.contacts[i].y);
    // [end]
    check(m.verdict == r.verdict && m.depth == r.depth && m.contactCount == 2, "manifold() agrees with report()");

    // B turned 45 degrees, centre 2.5 to the right: its corner reaches sqrt(2) towards A, whose edge is at 1.
    const auto turned = sat::Obb2<double>::fromAngle({2.5, 0.0}, {1.0, 1.0}, std::acos(-1.0) / 4);
    const sat::Report2<double> gap = sat::report(a, turned);
    std::printf("  turned B: %s, distance %.6f\n", sat::toString(gap.verdict), gap.distance);
    check(!sat::overlaps(a, turned), "turned B: overlaps() says apart");
    check(gap.verdict == sat::Verdict::Separated, "turned B: report() separated");
    check(std::abs(gap.distance - (1.5 - std::sqrt(2.0))) <= 1e-12, "turned B: distance 1.5 - sqrt(2)");
}

void boxes3d() {
    std::printf("3D oriented boxes\n");
    // [api: sat3d]
    // Two unit cubes (half extents 1), B's centre 1.5 along x: face to face, 0.5 deep.
    const auto a = sat::Obb3<double>::fromEulerDegrees({0, 0, 0}, {1, 1, 1}, {0, 0, 0});
    const auto b = sat::Obb3<double>::fromEulerDegrees({1.5, 0, 0}, {1, 1, 1}, {0, 0, 0});
    const sat::Report3<double> r = sat::report(a, b); // the 15 axes, verdict, MTV, contacts, error bound
    std::printf("  %s, depth %g along (%g, %g, %g), %s, %zu contacts\n", sat::toString(r.verdict), r.depth, r.normal.x,
                r.normal.y, r.normal.z, sat::toString(r.contactKind), r.contacts.size());
    // [end]
    check(sat::overlaps(a, b), "overlaps() says they meet");
    check(r.verdict == sat::Verdict::Overlapping && near(r.depth, 0.5) && near(r.normal.x, 1.0),
          "report(): overlapping, depth 0.5 along +x");
    check(r.axes.size() == 15 && r.contactKind == sat::ContactKind::FaceFace && r.contacts.size() == 4,
          "report(): 15 axes, 4 face-face contacts");

    // [api: manifold3d]
    const sat::BoxManifold3<double> m = sat::manifold(a, b);
    for (const sat::Vec3<double>& p : m.contacts) std::printf("  contact (%g, %g, %g)\n", p.x, p.y, p.z);
    // [end]
    check(m.verdict == r.verdict && m.depth == r.depth && m.contacts.size() == 4, "manifold() agrees with report()");

    // B turned 45 degrees about x, 2.9 above A: its lower edge is sqrt(2) below its centre, A's top at 1.
    const auto turned = sat::Obb3<double>::fromEulerDegrees({0, 0, 2.9}, {1, 1, 1}, {45, 0, 0});
    const sat::Report3<double> gap = sat::report(a, turned);
    std::printf("  turned B: %s, distance %.6f\n", sat::toString(gap.verdict), gap.distance);
    check(!sat::overlaps(a, turned), "turned B: overlaps() says apart");
    check(gap.verdict == sat::Verdict::Separated, "turned B: report() separated");
    check(std::abs(gap.distance - (1.9 - std::sqrt(2.0))) <= 1e-12, "turned B: distance 1.9 - sqrt(2)");
}

void manyBoxes() {
    std::printf("many boxes\n");
    // [api: broadphase]
    // Which of these bounds can touch: closed bounds, so the first two, which share the edge x = 1, are a pair.
    const std::vector<sat::Bounds2> bounds{{{0, 0}, {1, 1}}, {{1, 0}, {2, 1}}, {{5, 5}, {6, 6}}};
    const std::vector<sat::CandidatePair> pairs = sat::candidatePairs(bounds);
    for (const sat::CandidatePair& pair : pairs) std::printf("  candidates %u and %u\n", pair.a, pair.b);
    // [end]
    check(pairs.size() == 1 && pairs[0].a == 0 && pairs[0].b == 1, "candidatePairs(): only the touching two");

    // [api: batch]
    // Pair i is (a[i], b[i]); the answer is bit i of a mask. The kernel is chosen for this CPU at run time.
    sat::batch::Obb2Soa a, b;
    for (int i = 0; i < 100; ++i) {
        a.push_back(sat::Obb2<float>::fromAngle({0.0f, 0.0f}, {1.0f, 1.0f}, 0.0f));
        b.push_back(sat::Obb2<float>::fromAngle({0.1f * float(i), 0.0f}, {1.0f, 1.0f}, 0.5f)); // further each time
    }
    std::vector<std::uint64_t> mask(sat::batch::maskWords(a.size()));
    sat::batch::overlaps(a, b, mask);
    int meeting = 0;
    for (std::size_t i = 0; i < a.size(); ++i) meeting += sat::batch::bit(mask, i) ? 1 : 0;
    std::printf("  %d of %zu pairs meet (kernel %s)\n", meeting, a.size(), sat::batch::activeKernel());
    // [end]
    bool same = true;
    for (std::size_t i = 0; i < a.size(); ++i) same = same && sat::batch::bit(mask, i) == sat::overlaps(a.get(i), b.get(i));
    check(same && meeting > 0 && meeting < 100, "batch::overlaps() agrees with overlaps() pair by pair");

    // [api: rotation3d]
    // A quarter turn about z as a matrix: columns are the turned axes, exact zeros and ones.
    const glm::dmat3 turn = sat::rotationFromEulerDegrees({0.0, 0.0, 90.0});
    std::printf("  x axis turned to (%g, %g, %g)\n", turn[0].x, turn[0].y, turn[0].z);
    // [end]
    check(turn[0].x == 0.0 && turn[0].y == 1.0 && turn[0].z == 0.0, "rotationFromEulerDegrees(): x goes to y");
}

} // namespace

int main() {
    // [api: version]
    std::printf("SATlab %s\n", sat::kVersion);
    // [end]
    boxes2d();
    boxes3d();
    manyBoxes();
    std::printf(failures == 0 ? "all checks passed\n" : "%d checks FAILED\n", failures);
    return failures == 0 ? 0 : 1;
}
