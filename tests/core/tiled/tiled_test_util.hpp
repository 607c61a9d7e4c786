// SPDX-License-Identifier: MIT
#pragma once
// Helpers for the Tiled importer tests: where the real maps are, finding a
// shape, and counting colliders.

#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "sat/tiled.hpp"

namespace sat::test {

/// The real maps of ../shared/data/maps (SOURCES.md there), found next to
/// the source tree or through SATLAB_MAPS_DIR; empty when absent.
inline std::filesystem::path mapsDir() {
    if (const char* dir = std::getenv("SATLAB_MAPS_DIR")) return dir;
    const char* source = std::getenv("SATLAB_SOURCE_DIR");
    const std::filesystem::path root = source != nullptr ? source : ".";
    for (const auto& candidate : {root / ".." / "shared" / "data" / "maps", std::filesystem::path("/work/shared/data/maps")}) {
        if (std::filesystem::exists(candidate / "SOURCES.md")) return candidate;
    }
    return {};
}

/// The source tree (SATLAB_SOURCE_DIR, else found from this file's path).
inline std::filesystem::path sourceDir() {
    if (const char* dir = std::getenv("SATLAB_SOURCE_DIR")) return dir;
    return std::filesystem::path(__FILE__).parent_path().parent_path().parent_path().parent_path();
}

inline const SceneShape& shapeNamed(const Scene& scene, const std::string& name) {
    const SceneShape* shape = scene.find(name);
    if (shape == nullptr) throw std::runtime_error("no shape named " + name);
    return *shape;
}

/// Colliders: shapes, with the pieces of one collider counted once.
inline std::size_t colliderCount(const Scene& scene, const std::string& group) {
    std::set<std::string> ids;
    for (const SceneShape& shape : scene.shapes) {
        if (shape.group == group) ids.insert(shape.collider.empty() ? shape.name : shape.collider);
    }
    return ids.size();
}

inline bool skippedWith(const TiledImportResult& result, const std::string& name, const std::string& reasonPart) {
    for (const SkippedObject& skipped : result.skipped) {
        if (skipped.name == name && skipped.why.find(reasonPart) != std::string::npos) return true;
    }
    return false;
}

} // namespace sat::test

#define SATLAB_REQUIRE_MAPS()                                                                                                    \
    if (sat::test::mapsDir().empty()) GTEST_SKIP() << "the real maps (../shared/data/maps) are not here"
