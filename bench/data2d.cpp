// SPDX-License-Identifier: MIT
// The 2D families' pairs, and the same pairs converted once into Box2D's representation.
#include "data2d.hpp"

#include <array>
#include <map>

#include "family.hpp"

namespace bench {

Box2dShape toBox2d(const sat::Obb2<float>& box) {
    Box2dShape out;
    out.polygon.SetAsBox(box.halfExtents.x, box.halfExtents.y);
    out.polygon.m_radius = 0.0F;
    // b2Rot holds (sin, cos) of the angle: exactly the box's x axis.
    b2Rot rotation;
    rotation.s = box.axisX.y;
    rotation.c = box.axisX.x;
    out.transform = b2Transform(b2Vec2(box.center.x, box.center.y), rotation);
    return out;
}

Box2dShape toBox2d(const sat::Aabb2<float>& box) { return toBox2d(sat::Obb2<float>::fromAabb(box)); }

Box2dShape toBox2d(const sat::ConvexPolygon2<float>& polygon) {
    std::array<b2Vec2, b2_maxPolygonVertices> points{};
    const int count = polygon.size();
    for (int i = 0; i < count; ++i) points[static_cast<std::size_t>(i)] = b2Vec2(polygon.vertex(i).x, polygon.vertex(i).y);
    Box2dShape out;
    out.polygon.Set(points.data(), count);
    out.polygon.m_radius = 0.0F;
    out.transform.SetIdentity();
    return out;
}

namespace {

b2AABB toB2Aabb(const sat::Aabb2<float>& box) {
    b2AABB out;
    out.lowerBound = b2Vec2(box.center.x - box.halfExtents.x, box.center.y - box.halfExtents.y);
    out.upperBound = b2Vec2(box.center.x + box.halfExtents.x, box.center.y + box.halfExtents.y);
    return out;
}

template <class Pairs> Data2d<Pairs> convert(Pairs pairs) {
    Data2d<Pairs> data;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        const Box2dShape a = toBox2d(pairs.a[i]);
        const Box2dShape b = toBox2d(pairs.b[i]);
        data.polygonA.push_back(a.polygon);
        data.polygonB.push_back(b.polygon);
        data.transformA.push_back(a.transform);
        data.transformB.push_back(b.transform);
    }
    data.pairs = std::move(pairs);
    return data;
}

template <class Data, class Make> const Data& cached(std::map<Scenario, Data>& cache, Scenario scenario, Make make) {
    auto found = cache.find(scenario);
    if (found == cache.end()) found = cache.emplace(scenario, make()).first;
    return found->second;
}

} // namespace

const Aabb2Data& aabb2Data(Scenario scenario) {
    static std::map<Scenario, Aabb2Data> cache;
    return cached(cache, scenario, [scenario] {
        Aabb2Data data = convert(makeAabb2Pairs(scenario, kPairsInCache, seedOf(1, scenario)));
        for (std::size_t i = 0; i < data.pairs.size(); ++i) {
            data.aabbA.push_back(toB2Aabb(data.pairs.a[i]));
            data.aabbB.push_back(toB2Aabb(data.pairs.b[i]));
        }
        return data;
    });
}

const Obb2Data& obb2Data(Scenario scenario) {
    static std::map<Scenario, Obb2Data> cache;
    return cached(cache, scenario, [scenario] { return convert(makeObb2Pairs(scenario, kPairsInCache, seedOf(2, scenario))); });
}

const Obb2Aabb2Data& obb2Aabb2Data(Scenario scenario) {
    static std::map<Scenario, Obb2Aabb2Data> cache;
    return cached(cache, scenario,
                  [scenario] { return convert(makeObb2Aabb2Pairs(scenario, kPairsInCache, seedOf(3, scenario))); });
}

const Poly8Data& poly8Data(Scenario scenario) {
    static std::map<Scenario, Poly8Data> cache;
    return cached(cache, scenario, [scenario] { return convert(makePoly8Pairs(scenario, kPairsInCache, seedOf(4, scenario))); });
}

} // namespace bench
