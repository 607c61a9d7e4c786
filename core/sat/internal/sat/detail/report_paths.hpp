// SPDX-License-Identifier: MIT
#pragma once
// The reports' reference paths, kept callable so the tests compare the fast
// paths with them field by field. Built into satlab::sat; not installed.

#include "sat/sat2d.hpp"
#include "sat/sat3d.hpp"

namespace sat {

namespace detail {
/// The OBB pair's report through the generic path (an axis list, then every
/// shape as a polygon) that the direct box path of `report(Obb2, Obb2)`
/// replaces; kept as the reference the direct path is tested against
/// (tests/core/sat/fast2d_paths_test.cpp). Same fields, same numbers.
template <class T> Report2<T> reportThroughAxisList(const Obb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options = {});
/// The direct box path of `report(Obb2, Obb2)` with its axes computed one
/// scalar at a time, as on a CPU without SSE2 (for float, report() puts the
/// four axes in the lanes of SSE2 vectors); kept callable so the tests check
/// both forms against reportThroughAxisList.
template <class T> Report2<T> reportObbPairPortable(const Obb2<T>& a, const Obb2<T>& b, const ReportOptions2<T>& options = {});
} // namespace detail

namespace detail {
/// The box pair's report through the portable path (every axis through
/// frameAxes and worldAxes, then the general face clipper with the in-both
/// filter for contacts), which report() uses for double and for
/// faceAxesOnly. For float, report() takes a one-pass box path
/// (core/sat/src/report3d_box_lanes.hpp, docs/performance.md); this is kept as
/// the reference it is tested against field by field
/// (tests/core/sat/report3d_box_test.cpp). Same fields, same numbers.
template <class T> Report3<T> reportPortable(const Obb3<T>& a, const Obb3<T>& b, const ReportOptions3<T>& options = {});
/// report(Obb3<float>, Obb3<float>) with the axes on 4-lane SSE2 vectors
/// (eightLanes false) or 8-lane AVX2 vectors (true; only where
/// boxReportEightLanesSupported(), else 4). report() takes 8 lanes when the
/// CPU has AVX2 and SATLAB_KERNEL is not scalar or sse2. Same numbers.
Report3<float> reportBoxLanes(const Obb3<float>& a, const Obb3<float>& b, const ReportOptions3<float>& options, bool eightLanes);
bool boxReportEightLanesSupported();
/// manifold() through report() and a copy of its fields: the path for
/// double, and for float where the CPU lacks AVX2 (or SATLAB_KERNEL asks for
/// sse2 or scalar); the reference the direct float path is tested against.
template <class T> BoxManifold3<T> manifoldFromReport(const Obb3<T>& a, const Obb3<T>& b, T tolerance = T(0));
/// The float manifold with every field filled for a separated pair too (the
/// report's separations, best axis, normal and error bound), where manifold()
/// stops at the first separating axis; touching and overlapping pairs get
/// manifold()'s fields. What batch::manifolds writes for every pair.
BoxManifold3<float> manifoldEveryField(const Obb3<float>& a, const Obb3<float>& b, float tolerance = 0.0f);
/// The contact step of a double report for its bestAxis and normal with the
/// list clippers, one edge at a time (writes contactKind and contacts): the
/// reference the double contact step (the face clip on fixed arrays, the
/// edges of A ∩ B in lanes) is tested against. Same points.
void findContactsOneAtATime(const Obb3<double>& a, const Obb3<double>& b, Report3<double>& report, double tolerance);
/// Where the float box pair's filter decides which axes to settle exactly.
enum class OpenAxesPath {
    Portable,           ///< detail::openAxes on the portable path's separations: the reference
    ReportFourLanes,    ///< the report's 4-lane box path, in its lanes
    ReportEightLanes,   ///< the report's 8-lane (AVX2) box path; 4 lanes where the CPU lacks AVX2
    ManifoldEightLanes, ///< manifold()'s 8-lane axes; the report's 4 lanes where the CPU lacks AVX2
};
/// The axes the exact filter leaves open at tolerance 0 (bit k: axis k; 0
/// outside the exact domain), as `path` finds them. Every path gives the
/// reference's bits.
unsigned openAxesOf(const Obb3<float>& a, const Obb3<float>& b, OpenAxesPath path);
} // namespace detail

} // namespace sat
