package docfile

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// docxStyle is one paragraph (or numbering) style of word/styles.xml:
// what decides whether its paragraphs are headings and how they are
// numbered. Values not set on the style are inherited through basedOn.
type docxStyle struct {
	id, name, basedOn string
	kind              string // "paragraph", "numbering", ...
	outline           int    // w:outlineLvl, -1 when not set
	numID             string
	hasNum            bool
	ilvl              int // -1 when not set
	// vanish is the style's run property w:vanish (hidden text): 1 on,
	// 0 off, -1 not set here.
	vanish int
	// strike is the style's w:strike or w:dstrike (-1 not set; docx_strike.go).
	strike int
	// caps is its w:caps (-1 not set; docx_caps.go).
	caps int
	// size is its run property w:sz in half-points, -1 when not set
	// (docx_tiny.go).
	size int
	// colour and runShading are its run properties w:color and w:shd or
	// w:highlight, paraShading its paragraph shading; "" when not set
	// (docx_colour.go).
	colour, runShading, paraShading string
}

// docxStyles are a document's styles by ID, with the default paragraph
// style (used by a paragraph that names none).
type docxStyles struct {
	byID         map[string]*docxStyle
	defaultStyle string
	// defaultVanish is docDefaults' w:rPrDefault vanish (1, 0, -1).
	defaultVanish int
	// defaultStrike is docDefaults' w:rPrDefault strike (1, 0, -1).
	defaultStrike int
	// defaultCaps is docDefaults' w:rPrDefault caps (1, 0, -1).
	defaultCaps int
	// defaultSize is docDefaults' w:rPrDefault w:sz, -1 when not set.
	defaultSize int
	// defaultColour is docDefaults' w:rPrDefault colour, "" when not set.
	defaultColour string
}

// headingNameRE matches the built-in heading styles by name ("heading 1",
// as Word stores it, or "Heading 1") and by ID ("Heading1").
var headingNameRE = regexp.MustCompile(`(?i)^heading\s*([1-9])$`)

// parseStyles reads word/styles.xml (nil data: no styles part).
func parseStyles(data []byte) (*docxStyles, error) {
	s := &docxStyles{byID: map[string]*docxStyle{}, defaultVanish: -1, defaultStrike: -1, defaultCaps: -1, defaultSize: -1}
	if data == nil {
		return s, nil
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	var cur *docxStyle
	var names []string
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return s, nil
		}
		if err != nil {
			return nil, fmt.Errorf("malformed XML: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			parent := ""
			if len(names) > 0 {
				parent = names[len(names)-1]
			}
			names = append(names, t.Name.Local)
			switch t.Name.Local {
			case "style":
				cur = &docxStyle{id: attr(t.Attr, "styleId"), kind: attr(t.Attr, "type"), outline: -1, ilvl: -1, vanish: -1, strike: -1, caps: -1, size: -1}
				s.byID[cur.id] = cur
				if d := attr(t.Attr, "default"); cur.kind == "paragraph" && (d == "1" || d == "true" || d == "on") {
					s.defaultStyle = cur.id
				}
			case "name":
				if cur != nil && parent == "style" {
					cur.name = attr(t.Attr, "val")
				}
			case "basedOn":
				if cur != nil && parent == "style" {
					cur.basedOn = attr(t.Attr, "val")
				}
			case "outlineLvl":
				if cur != nil && parent == "pPr" {
					cur.outline = atoiOr(attr(t.Attr, "val"), -1)
				}
			case "numId":
				if cur != nil && parent == "numPr" {
					cur.numID, cur.hasNum = attr(t.Attr, "val"), true
				}
			case "ilvl":
				if cur != nil && parent == "numPr" {
					cur.ilvl = atoiOr(attr(t.Attr, "val"), -1)
				}
			case "color":
				switch {
				case parent != "rPr" || inPath(names, "pPr"):
				case cur != nil:
					cur.colour = attr(t.Attr, "val")
				case inPath(names, "rPrDefault"):
					s.defaultColour = attr(t.Attr, "val")
				}
			case "shd", "highlight":
				fill := shadingFill(t.Attr)
				if t.Name.Local == "highlight" {
					fill = highlightFill(t.Attr)
				}
				switch {
				case cur == nil:
				case parent == "rPr" && !inPath(names, "pPr"):
					if t.Name.Local == "highlight" || cur.runShading == "" {
						cur.runShading = fill
					}
				case parent == "pPr":
					cur.paraShading = fill
				}
			case "sz":
				switch {
				case parent != "rPr" || inPath(names, "pPr"):
				case cur != nil:
					cur.size = atoiOr(attr(t.Attr, "val"), -1)
				case inPath(names, "rPrDefault"):
					s.defaultSize = atoiOr(attr(t.Attr, "val"), -1)
				}
			case "strike", "dstrike":
				switch {
				case parent != "rPr" || inPath(names, "pPr"):
				case cur != nil:
					cur.strike = mergeStrike(cur.strike, t.Attr)
				case inPath(names, "rPrDefault"):
					s.defaultStrike = mergeStrike(s.defaultStrike, t.Attr)
				}
			case "caps":
				switch {
				case parent != "rPr" || inPath(names, "pPr"):
				case cur != nil:
					cur.caps = onOff(t.Attr)
				case inPath(names, "rPrDefault"):
					s.defaultCaps = onOff(t.Attr)
				}
			case "vanish":
				switch {
				case parent != "rPr" || inPath(names, "pPr"): // a paragraph mark's, which hides no text
				case cur != nil:
					cur.vanish = onOff(t.Attr)
				case inPath(names, "rPrDefault"):
					s.defaultVanish = onOff(t.Attr)
				}
			}
		case xml.EndElement:
			if len(names) > 0 {
				names = names[:len(names)-1]
			}
			if t.Name.Local == "style" {
				cur = nil
			}
		}
	}
}

// chain is a style and its ancestors through basedOn, nearest first,
// bounded so a cycle cannot loop.
func (s *docxStyles) chain(id string) []*docxStyle {
	var out []*docxStyle
	seen := map[string]bool{}
	for id != "" && !seen[id] && len(out) < 32 {
		seen[id] = true
		st, ok := s.byID[id]
		if !ok {
			break
		}
		out = append(out, st)
		id = st.basedOn
	}
	return out
}

// styleOf is the paragraph's style, or the default paragraph style.
func (s *docxStyles) styleOf(p docxPara) string {
	if p.styleID != "" {
		return p.styleID
	}
	return s.defaultStyle
}

// headingLevel is the paragraph's heading level (1 for Heading 1), 0 for
// body text: its own outline level, else the nearest style in its chain
// that is a built-in heading or sets an outline level (level 9, "body
// text", is not a heading).
func (s *docxStyles) headingLevel(p docxPara) int {
	if p.outline >= 0 {
		return outlineHeading(p.outline)
	}
	for _, st := range s.chain(s.styleOf(p)) {
		if m := headingNameRE.FindStringSubmatch(strings.TrimSpace(st.name)); m != nil {
			return int(m[1][0] - '0')
		}
		if m := headingNameRE.FindStringSubmatch(st.id); m != nil && st.name == "" {
			return int(m[1][0] - '0')
		}
		if st.outline >= 0 {
			return outlineHeading(st.outline)
		}
	}
	return 0
}

func outlineHeading(lvl int) int {
	if lvl < 0 || lvl > 8 {
		return 0
	}
	return lvl + 1
}

// numberingOf is the numbering instance and level a paragraph is
// numbered with: its own w:numPr, else its style chain's; numId 0 means
// numbering removed. A level not given is the level whose w:pStyle is
// the paragraph's style (heading numbering linked to heading styles),
// else 0.
func (s *docxStyles) numberingOf(p docxPara, n *docxNumbering) (numID string, ilvl int, ok bool) {
	style := s.styleOf(p)
	numID, ilvl = p.numID, p.ilvl
	if !p.hasNum {
		for _, st := range s.chain(style) {
			if st.hasNum {
				numID = st.numID
				if ilvl < 0 {
					ilvl = st.ilvl
				}
				break
			}
			if ilvl < 0 && st.ilvl >= 0 {
				ilvl = st.ilvl
			}
		}
	} else if ilvl < 0 {
		for _, st := range s.chain(style) { // an ilvl set on the style still applies
			if st.ilvl >= 0 {
				ilvl = st.ilvl
				break
			}
		}
	}
	if numID == "" || numID == "0" || n == nil {
		return "", 0, false
	}
	if _, exists := n.nums[numID]; !exists {
		return "", 0, false
	}
	if ilvl < 0 {
		ilvl = n.levelForStyle(numID, style, s)
	}
	if ilvl < 0 || ilvl > 8 {
		ilvl = 0
	}
	return numID, ilvl, true
}

// onOff is an on/off property as 1 or 0.
func onOff(attrs []xml.Attr) int {
	if on(attrs) {
		return 1
	}
	return 0
}

// hidden reports whether a run's text is hidden (w:vanish), Word's way:
// the run's own property (runVanish, -1 when not set), else its
// character style's chain, else its paragraph style's chain, else the
// document's defaults.
func (s *docxStyles) hidden(runVanish int, runStyle, paraStyle string) bool {
	if s == nil {
		return runVanish == 1
	}
	return s.runToggle(runVanish, runStyle, paraStyle, func(st *docxStyle) int { return st.vanish }, s.defaultVanish)
}

// runToggle resolves a run property that is on, off or unset (1, 0,
// -1) as Word does: the run's own setting, else the first setting along
// its character style's chain, else along its paragraph style's chain,
// else the document's default (def); of reads the property of a style.
func (s *docxStyles) runToggle(run int, runStyle, paraStyle string, of func(*docxStyle) int, def int) bool {
	if run >= 0 {
		return run == 1
	}
	for _, id := range []string{runStyle, paraStyle} {
		if id == "" {
			continue
		}
		for _, st := range s.chain(id) {
			if v := of(st); v >= 0 {
				return v == 1
			}
		}
	}
	return def == 1
}
