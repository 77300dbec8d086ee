package docfile

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// docxLevel is one level (w:lvl) of a numbering definition.
type docxLevel struct {
	start   int    // w:start; 0 when absent, as Word reads it
	format  string // w:numFmt: decimal, lowerLetter, upperRoman, bullet, none, ...
	text    string // w:lvlText: "%1.%2", "(%3)", "Article %1"
	restart int    // w:lvlRestart: -1 absent (restart after any higher level), 0 never
	legal   bool   // w:isLgl: every level shown as a decimal number
	pStyle  string // the paragraph style linked to this level
}

// docxAbstract is a w:abstractNum: the levels, or a link to the
// numbering style that holds them.
type docxAbstract struct {
	levels       map[int]*docxLevel
	numStyleLink string // the levels live in the abstract whose styleLink is this
	styleLink    string
}

// docxNum is a w:num: a numbering instance of an abstract definition,
// with per-level overrides of the start value or the whole level.
type docxNum struct {
	abstractID     string
	startOverride  map[int]int
	levelOverrides map[int]*docxLevel
}

// docxNumbering is word/numbering.xml.
type docxNumbering struct {
	abstracts map[string]*docxAbstract
	nums      map[string]*docxNum
}

// parseNumbering reads word/numbering.xml (nil data: no numbering part).
func parseNumbering(data []byte) (*docxNumbering, error) {
	n := &docxNumbering{abstracts: map[string]*docxAbstract{}, nums: map[string]*docxNum{}}
	if data == nil {
		return n, nil
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	var abs *docxAbstract
	var num *docxNum
	var lvl *docxLevel
	override := -1 // the ilvl of the w:lvlOverride being read
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return nil, fmt.Errorf("malformed XML: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			val := attr(t.Attr, "val")
			switch t.Name.Local {
			case "abstractNum":
				abs = &docxAbstract{levels: map[int]*docxLevel{}}
				n.abstracts[attr(t.Attr, "abstractNumId")] = abs
			case "num":
				num = &docxNum{startOverride: map[int]int{}, levelOverrides: map[int]*docxLevel{}}
				n.nums[attr(t.Attr, "numId")] = num
			case "abstractNumId":
				if num != nil {
					num.abstractID = val
				}
			case "lvlOverride":
				override = atoiOr(attr(t.Attr, "ilvl"), -1)
			case "startOverride":
				if num != nil && override >= 0 {
					num.startOverride[override] = atoiOr(val, 0)
				}
			case "lvl":
				lvl = &docxLevel{format: "decimal", restart: -1}
				il := atoiOr(attr(t.Attr, "ilvl"), 0)
				switch {
				case num != nil && override >= 0:
					num.levelOverrides[override] = lvl
				case abs != nil:
					abs.levels[il] = lvl
				default:
					lvl = nil
				}
			case "start":
				if lvl != nil {
					lvl.start = atoiOr(val, 0)
				}
			case "numFmt":
				if lvl != nil && val != "" {
					lvl.format = val
				}
			case "lvlText":
				if lvl != nil {
					lvl.text = val
				}
			case "lvlRestart":
				if lvl != nil && num == nil { // Word ignores lvlRestart in an override level
					lvl.restart = atoiOr(val, -1)
				}
			case "isLgl":
				if lvl != nil {
					lvl.legal = on(t.Attr)
				}
			case "pStyle":
				if lvl != nil {
					lvl.pStyle = val
				}
			case "numStyleLink":
				if abs != nil {
					abs.numStyleLink = val
				}
			case "styleLink":
				if abs != nil {
					abs.styleLink = val
				}
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "abstractNum":
				abs = nil
			case "num":
				num = nil
			case "lvlOverride":
				override = -1
			case "lvl":
				lvl = nil
			}
		}
	}
}

// abstractOf resolves a numbering instance to the abstract definition
// that holds its levels, following a numStyleLink to the definition
// whose styleLink names the same numbering style. It returns the key the
// counters are kept under: instances of one abstract definition count
// together, as Word counts them.
func (n *docxNumbering) abstractOf(numID string) (string, *docxAbstract) {
	num, ok := n.nums[numID]
	if !ok {
		return "", nil
	}
	id := num.abstractID
	abs, ok := n.abstracts[id]
	if !ok {
		return "", nil
	}
	if link := abs.numStyleLink; link != "" {
		for key, a := range n.abstracts {
			if a.styleLink == link && len(a.levels) > 0 {
				return key, a
			}
		}
	}
	return id, abs
}

// level is the definition of level ilvl for a numbering instance: the
// instance's own override of the whole level, else the abstract's.
func (n *docxNumbering) level(numID string, ilvl int) *docxLevel {
	if num, ok := n.nums[numID]; ok {
		if l, ok := num.levelOverrides[ilvl]; ok && l.text != "" {
			return l
		}
	}
	if _, abs := n.abstractOf(numID); abs != nil {
		return abs.levels[ilvl]
	}
	return nil
}

// levelForStyle is the level of a numbering instance linked to a
// paragraph style (w:pStyle inside w:lvl), or -1.
func (n *docxNumbering) levelForStyle(numID, style string, styles *docxStyles) int {
	for _, st := range styles.chain(style) {
		for il := 0; il < 9; il++ {
			if l := n.level(numID, il); l != nil && l.pStyle == st.id {
				return il
			}
		}
	}
	return -1
}

// numberCounters keeps Word's running counters: per abstract definition,
// the current value of each of the nine levels and whether the level has
// been used since it last restarted.
type numberCounters struct {
	n     *docxNumbering
	state map[string]*[9]counter
	begun map[string]bool // numbering instances already used (their start overrides applied)
}

type counter struct {
	val  int
	used bool
}

func newNumberCounters(n *docxNumbering) *numberCounters {
	return &numberCounters{n: n, state: map[string]*[9]counter{}, begun: map[string]bool{}}
}

// next counts one paragraph numbered at level ilvl of instance numID and
// returns the number Word displays for it ("12.1", "(a)", "Article IV");
// "" for a bullet or an undisplayed number.
func (c *numberCounters) next(numID string, ilvl int) string {
	key, abs := c.n.abstractOf(numID)
	if abs == nil {
		return ""
	}
	lv := c.n.level(numID, ilvl)
	if lv == nil {
		return ""
	}
	st, ok := c.state[key]
	if !ok {
		st = &[9]counter{}
		c.state[key] = st
	}
	num := c.n.nums[numID]
	if !c.begun[numID] { // a new instance with start overrides starts those levels afresh
		c.begun[numID] = true
		for il := range num.startOverride {
			if il >= 0 && il < 9 {
				st[il].used = false
			}
		}
	}
	if st[ilvl].used {
		st[ilvl].val++
	} else {
		st[ilvl] = counter{val: c.start(numID, ilvl), used: true}
	}
	for k := ilvl + 1; k < 9; k++ { // restart the lower levels this one restarts
		r := k
		if l := c.n.level(numID, k); l != nil && l.restart >= 0 {
			r = l.restart
		}
		if ilvl < r {
			st[k].used = false
		}
	}
	if lv.format == "bullet" {
		return ""
	}
	return c.render(numID, lv, st)
}

// start is the value a level starts at: the instance's start override,
// else the level's w:start (0 when absent, as Word reads it).
func (c *numberCounters) start(numID string, ilvl int) int {
	if num, ok := c.n.nums[numID]; ok {
		if v, ok := num.startOverride[ilvl]; ok {
			return v
		}
	}
	if l := c.n.level(numID, ilvl); l != nil {
		return l.start
	}
	return 1
}

// render fills lvlText's placeholders: %k is level k-1's value in that
// level's format (decimal throughout under isLgl); a level not used yet
// shows its start value.
func (c *numberCounters) render(numID string, lv *docxLevel, st *[9]counter) string {
	var b strings.Builder
	t := lv.text
	for i := 0; i < len(t); i++ {
		if t[i] == '%' && i+1 < len(t) && t[i+1] >= '1' && t[i+1] <= '9' {
			k := int(t[i+1] - '1')
			i++
			val := st[k].val
			if !st[k].used {
				val = c.start(numID, k)
			}
			format := "decimal"
			if l := c.n.level(numID, k); l != nil && !lv.legal {
				format = l.format
			}
			b.WriteString(formatNumber(format, val))
			continue
		}
		b.WriteByte(t[i])
	}
	return strings.TrimSpace(b.String())
}
