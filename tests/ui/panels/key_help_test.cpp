// SPDX-License-Identifier: MIT
// Help > Mouse and keys lists every key the window answers to, the 3D view's and the figures' too.
#include <gtest/gtest.h>

#include <string>

#include "ui/panels/modals.hpp"

namespace {

bool listed(const std::string& keys) {
    for (const ui::KeyHelp& row : ui::mouseAndKeysHelp())
        if (keys == row.keys) return true;
    return false;
}

TEST(MouseAndKeysHelp, ListsTheFigureKeys) {
    EXPECT_TRUE(listed("F12"));
    EXPECT_TRUE(listed("Ctrl+E"));
}

TEST(MouseAndKeysHelp, ListsTheProbeToolKey) { EXPECT_TRUE(listed("P")); }

TEST(MouseAndKeysHelp, ListsFrameAllAndFrameSelected) {
    EXPECT_TRUE(listed("F"));
    EXPECT_TRUE(listed("Shift+F"));
}

TEST(MouseAndKeysHelp, ListsTheThreeDViewsKeys) {
    for (const char* keys : {"3D: 1 / Ctrl+1", "3D: 3 / Ctrl+3", "3D: 7 / Ctrl+7", "3D: 9", "3D: 5", "3D: right drag, Alt+drag",
                             "3D: middle drag, Shift+right drag", "3D: hold X, Y or Z while dragging"})
        EXPECT_TRUE(listed(keys)) << keys;
}

} // namespace
