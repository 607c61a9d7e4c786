// SPDX-License-Identifier: MIT
#pragma once
// The visitor idiom for std::visit: Overloaded{[](const A&) {...}, [](const B&) {...}}
// calls the lambda that takes the alternative held.

namespace sat::detail {

template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>; // clang 14 needs the guide

} // namespace sat::detail
