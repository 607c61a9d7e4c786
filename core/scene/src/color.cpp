// SPDX-License-Identifier: MIT
// Shape colours as written in scene files: "#rrggbb" or "#rrggbbaa".

#include <algorithm>
#include <array>
#include <cmath>

#include "sat/scene.hpp"

namespace sat {

namespace {
int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

int toByte(float channel) {
    const float clamped = std::clamp(channel, 0.0f, 1.0f);
    return static_cast<int>(std::lround(clamped * 255.0f));
}
} // namespace

std::optional<Color> parseColor(std::string_view text) {
    if (text.size() != 7 && text.size() != 9) return std::nullopt;
    if (text[0] != '#') return std::nullopt;
    std::array<float, 4> channels{1.0f, 1.0f, 1.0f, 1.0f};
    const std::size_t count = (text.size() - 1) / 2;
    for (std::size_t i = 0; i < count; ++i) {
        const int high = hexDigit(text[1 + 2 * i]);
        const int low = hexDigit(text[2 + 2 * i]);
        if (high < 0 || low < 0) return std::nullopt;
        channels[i] = static_cast<float>(high * 16 + low) / 255.0f;
    }
    return Color{channels[0], channels[1], channels[2], channels[3]};
}

std::string formatColor(const Color& color) {
    static constexpr char kDigits[] = "0123456789abcdef";
    const std::array<int, 4> bytes{toByte(color.r), toByte(color.g), toByte(color.b), toByte(color.a)};
    const std::size_t count = bytes[3] == 255 ? 3 : 4;
    std::string text = "#";
    for (std::size_t i = 0; i < count; ++i) {
        text += kDigits[bytes[i] / 16];
        text += kDigits[bytes[i] % 16];
    }
    return text;
}

} // namespace sat
