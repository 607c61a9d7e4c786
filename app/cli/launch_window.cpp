// SPDX-License-Identifier: MIT
// `satlab [SCENE]`: the window.

#include "app/cli/cli.hpp"

namespace app {

// The window itself is app/window/window.cpp (runWindow).
int launchWindow(const WindowOptions& options) { return runWindow(options); }

} // namespace app
