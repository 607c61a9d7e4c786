// SPDX-License-Identifier: MIT
// libFuzzer target for the scene loader. Besides "no crash, no sanitizer
// report", it checks the loader's promises on every input:
//   - a rejected input always names at least one problem;
//   - an accepted scene saves to text that loads back to the same scene,
//     and saving that again gives the same bytes;
//   - every accepted 2D shape converts to a SAT shape without throwing;
//   - parseScene, which reads the shapes as they stream past, agrees with the
//     one-document reading (same scene, or the same problems in order);
//   - the split reading (detail::parseSceneSplit) gives the same scene or
//     nothing, and nothing for every rejected input;
//   - the fast reading parseScene tries first (detail::parseSceneFast) gives
//     the one-document reading's scene, saved to the same bytes (signed
//     zeros included), or nothing, and nothing for every rejected input.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sat/detail/scene_readings.hpp"
#include "sat/scene.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    sat::Scene scene;
    std::optional<std::vector<std::string>> problems;
    try {
        scene = sat::parseScene(text, "fuzz.json");
    } catch (const sat::SceneLoadError& error) {
        if (error.problems().empty()) __builtin_trap();
        problems = error.problems();
    }
    // Streaming the shapes changes nothing: the one-document reading gives
    // the same scene, or the same problems in the same order.
    try {
        const sat::Scene whole = sat::detail::parseSceneAsOneDocument(text, "fuzz.json");
        if (problems || !(whole == scene)) __builtin_trap();
    } catch (const sat::SceneLoadError& error) {
        if (!problems || error.problems() != *problems) __builtin_trap();
    }
    // The split reading of big files (elements parsed apart, on threads)
    // gives the same scene, or steps aside; it never accepts a bad input.
    if (const std::optional<sat::Scene> split = sat::detail::parseSceneSplit(text, "fuzz.json", 2)) {
        if (problems || !(*split == scene)) __builtin_trap();
    }
    // The fast reading never accepts what the one-document reading refuses,
    // and where both accept they make the same scene.
    if (const std::optional<sat::Scene> fast = sat::detail::parseSceneFast(text)) {
        if (problems || !(*fast == scene) || sat::serializeScene(*fast) != sat::serializeScene(scene)) __builtin_trap();
    }
    if (problems) return 0;
    const std::string saved = sat::serializeScene(scene);
    const sat::Scene again = sat::parseScene(saved, "saved.json"); // throwing here is a finding
    if (!(again == scene)) __builtin_trap();
    if (sat::serializeScene(again) != saved) __builtin_trap();
    for (const sat::SceneShape& shape : scene.shapes) {
        if (!sat::is3d(shape.spec)) (void)sat::toShape2<double>(shape.spec);
    }
    return 0;
}
