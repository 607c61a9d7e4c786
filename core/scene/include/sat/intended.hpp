// SPDX-License-Identifier: MIT
#pragma once
// Intended findings: pairs a level designer marked as meant to overlap, touch
// or nearly touch (a crate resting inside a trigger volume). They live in a
// sidecar file next to the map or scene, `NAME.satlab-intended.json`
// (docs/tiled-import.md, "Intended findings"); `satlab check` and the
// Findings panel leave them out of what fails.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace sat {

/// One marked pair. The order of the names does not matter.
struct IntendedPair {
    std::string a, b; ///< the two shapes' names, in either order
    std::string note; ///< why it is intended; may be empty
    /// Equal when every member is equal.
    bool operator==(const IntendedPair&) const = default;
};

/// Every marked pair of one map or scene.
struct IntendedFindings {
    std::vector<IntendedPair> pairs; ///< in the order marked (or written in the file)

    /// True when the pair {a, b} (either order) is marked.
    bool contains(std::string_view a, std::string_view b) const;
    /// Marks or unmarks the pair {a, b}; false when it already was so.
    bool set(std::string_view a, std::string_view b, bool intended);
    /// True when no pair is marked.
    bool empty() const { return pairs.empty(); }
    /// Equal when every member is equal.
    bool operator==(const IntendedFindings&) const = default;
};

/// The sidecar of a map or scene: `seams.tmx` -> `seams.tmx.satlab-intended.json`, in the same folder.
std::filesystem::path intendedSidecarPath(const std::filesystem::path& sceneOrMap);

/// Parses a sidecar's text. Throws SceneLoadError (sat/scene.hpp) naming
/// `sourceName` and the place: `FILE:LINE:COL: message` for malformed JSON,
/// `FILE: intended[2].b: message` for a wrong field.
IntendedFindings parseIntended(std::string_view text, const std::string& sourceName);
/// Reads `sidecar`; a sidecar that does not exist is no marks. Throws SceneLoadError.
IntendedFindings loadIntended(const std::filesystem::path& sidecar);
/// The sidecar's JSON, ending in a newline.
std::string serializeIntended(const IntendedFindings& findings);
/// Writes the sidecar atomically (writeFileAtomically). With no marks an
/// existing sidecar is rewritten empty and none is created. Throws std::runtime_error.
void saveIntended(const IntendedFindings& findings, const std::filesystem::path& sidecar);

} // namespace sat
