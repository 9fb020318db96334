// SPDX-License-Identifier: GPL-3.0-or-later
// The painted area of an icon (render/symbols/icon_sanitizer's third measure after the element
// count and the nesting): what librsvg and Cairo fill for one drawing of it, in areas of its
// viewBox.
#pragma once

#include <libxml/tree.h>

#include <map>
#include <string>
#include <string_view>

namespace sudokupress::render::symbols {

// An id as the sanitizer writes it out (before its prefix): letters, digits, '-', '_', '.';
// anything else becomes '_'. References are looked up by it, so the walk below follows exactly
// the references the rebuilt icon makes.
std::string icon_id(std::string_view id);

// Elements by icon_id() of their id (the sanitizer's map; the first of equal ones), for <use>,
// clip-path and mask references.
using IconIds = std::map<std::string, const xmlNode*>;

// The sum, over every shape drawn (each <use> drawing its element again, each clip-path
// reference its clip path's shapes, each mask reference its mask's shapes), of the part of the
// viewBox (width x height) its bounding box covers, stroke included: at most 1 a shape; a shape
// whose box cannot be read (units other than px, a percentage, a malformed path) counts 1, and one
// under a transform counts its box scaled by the transforms' determinants, capped at 1. Only
// drawing elements in the SVG namespace `ns` count; the tree must already have passed the
// sanitizer's checks (no nested instancing, bounded depth). view_box: min-x, min-y, width, height.
// The walk stops adding once the sum passes `stop`.
double icon_coverage(const xmlNode* root, const std::string& ns, const double view_box[4],
                     const IconIds& ids, double stop);

// The three measures of one drawing of an icon, over the same walk as icon_coverage: the painted
// area; the path segments drawn (a path's drawing commands, a polyline's points, 4 for a rect or
// an ellipse, 1 for a line: what Cairo tessellates, every <use>, clip-path and mask reference
// again);
// and the dashes stroked (each shape's outline length over its stroke-dasharray's period). A
// shape whose data does not read counts 1 area and no segments (librsvg draws nothing of it).
struct IconCost {
  double painted = 0;
  double segments = 0;
  double dashes = 0;
};
// The walk stops once any measure passes its entry in `stop`.
IconCost icon_cost(const xmlNode* root, const std::string& ns, const double view_box[4],
                   const IconIds& ids, const IconCost& stop);

// Gradients, measured before anything is drawn: the most stops one gradient has, and the most
// times one gradient with spreadMethod="reflect" or "repeat" repeats across the icon (the
// icon's extent, the viewBox's diagonal or the unit box's, over the gradient's length: r for a
// radial one, the (x1,y1)-(x2,y2) vector for a linear one; percentages of the box, defaults as
// in SVG). A gradient whose length does not read or is not positive counts as infinite.
struct GradientCost {
  int stops = 0;
  double repeats = 0;
};
GradientCost gradient_cost(const xmlNode* root, const std::string& ns, const double view_box[4]);

}  // namespace sudokupress::render::symbols
