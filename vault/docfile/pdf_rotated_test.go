package docfile

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// glyphRun lays out s as glyphs from (x, y) along the direction at deg
// degrees, 6 pt apart at size 10.
func glyphRun(s string, x, y, deg float64) []glyph {
	dx, dy := math.Cos(deg*math.Pi/180), math.Sin(deg*math.Pi/180)
	var out []glyph
	for i, r := range s {
		out = append(out, glyph{x: x + float64(i)*6*dx, y: y + float64(i)*6*dy, w: 6, size: 10, s: string(r), dx: dx, dy: dy})
	}
	return out
}

// TestRotatedTextReadApart: on an upright page, text set on another
// direction (a vertical margin stamp, a diagonal watermark, upside
// down) is read as runs of its own, not letters among the body's rows;
// slightly skewed text is upright, and a page drawn wholly sideways is
// left to the layout.
func TestRotatedTextReadApart(t *testing.T) {
	body := append(glyphRun("The clause is valid.", 72, 700, 0), glyphRun("It binds the parties.", 72, 686, 0)...)
	for _, c := range []struct {
		name   string
		extra  []glyph
		kept   int
		rotate []string
	}{
		{"upright only", nil, len(body), nil},
		{"a vertical stamp", glyphRun("EXHIBIT 12", 40, 600, 90), len(body), []string{"EXHIBIT 12"}},
		{"a diagonal watermark and a stamp", append(glyphRun("DRAFT", 150, 620, 30), glyphRun("EXHIBIT 12", 40, 600, 90)...), len(body), []string{"DRAFT", "EXHIBIT 12"}},
		{"upside down", glyphRun("VOID", 300, 300, 180), len(body), []string{"VOID"}},
		{"a skew of two degrees is upright", glyphRun("Skewed line", 72, 600, 2), len(body) + len("Skewed line"), nil},
		{"a page drawn sideways", glyphRun(strings.Repeat("sideways text ", 4), 300, 100, 90), len(body) + len(strings.Repeat("sideways text ", 4)), nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			kept, runs := splitRotated(append(slices.Clone(body), c.extra...))
			if len(kept) != c.kept || !slices.Equal(runs, c.rotate) {
				t.Errorf("kept %d glyphs, runs %q; want %d, %q", len(kept), runs, c.kept, c.rotate)
			}
		})
	}
}
