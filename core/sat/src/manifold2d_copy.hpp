// SPDX-License-Identifier: MIT
#pragma once
// A 2D report's verdict, MTV and contacts copied into a one-pair manifold
// (BoxManifold2, RoundManifold2): the cold path of the manifolds, which take
// the report's own numbers where the report settles an axis exactly.

#include <cstddef>

#include "sat/sat2d.hpp"

namespace sat::detail {

/// Writes the report's contacts: `contactCount` and the first that many of `contacts`.
template <class T, class Manifold> void copyReportContacts(const Report2<T>& report, Manifold& out) {
    out.contactCount = static_cast<int>(report.contacts.size());
    for (int k = 0; k < out.contactCount; ++k) out.contacts[k] = report.contacts[static_cast<std::size_t>(k)];
}

/// Writes the report's verdict, axisSeparation, depth, normal and contacts.
template <class T, class Manifold> void copyReportVerdictAndContacts(const Report2<T>& report, Manifold& out) {
    out.verdict = report.verdict;
    out.axisSeparation = report.axisSeparation;
    out.depth = report.depth;
    out.normal = report.normal;
    copyReportContacts(report, out);
}

} // namespace sat::detail
