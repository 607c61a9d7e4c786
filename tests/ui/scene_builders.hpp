// SPDX-License-Identifier: MIT
#pragma once
// Small builders for the scenes the ui tests edit.

#include <string>
#include <utility>

#include "sat/scene.hpp"

namespace ui::test {

inline sat::SceneShape shape(std::string name, sat::ShapeSpec spec) {
    sat::SceneShape result;
    result.name = std::move(name);
    result.spec = std::move(spec);
    return result;
}

} // namespace ui::test
