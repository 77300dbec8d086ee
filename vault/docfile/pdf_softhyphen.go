package docfile

import (
	"github.com/ledongthuc/pdf"
)

// Soft hyphens a tagged PDF marks. A hyphenator breaking "notwith-" /
// "standing" at a line end draws an ordinary hyphen glyph, as a compound
// broken after its own hyphen ("out-of-" / "pocket") does; the page
// cannot tell them apart, so an untagged PDF's line-end hyphen before a
// lower-case letter is joined away (joinLines) and the compound loses
// its hyphen ("out-ofpocket"): a true quotation of it fails.
// LibreOffice's tagged PDF and PDF/A export says which is which: each
// hyphen its hyphenator added is a marked-content section (/Span
// <</MCID n>> BDC ... EMC) whose structure element carries /ActualText
// U+00AD SOFT HYPHEN, while a hyphen the author typed carries none.
// Such a glyph is read as the soft hyphen it stands for (always joined),
// and in a document that marks its soft hyphens this way an unmarked
// hyphen at a line end is the author's: it is kept ("out-of-pocket").
// Other /ActualText is not read: a text the page does not show in place
// of the glyphs it shows would let an invisible claim in.

// maxParentTreeNodes bounds the structure parent tree's nodes and
// entries read per page.
const maxParentTreeNodes = 100_000

// softHyphenMCIDs lists the marked-content IDs of the page's content
// stream whose structure element's /ActualText is a soft hyphen, nil
// when the page marks none (an untagged PDF, or no hyphenated line).
func softHyphenMCIDs(r *pdf.Reader, page pdf.Value) (ids map[int]bool) {
	defer func() {
		if recover() != nil {
			ids = nil // a damaged structure tree marks nothing
		}
	}()
	sp := page.Key("StructParents")
	if sp.Kind() != pdf.Integer {
		return nil
	}
	tree := r.Trailer().Key("Root").Key("StructTreeRoot").Key("ParentTree")
	budget := maxParentTreeNodes
	elems := numberTreeLookup(tree, sp.Int64(), 0, &budget)
	for i := 0; i < elems.Len() && i < maxParentTreeNodes; i++ {
		if e := elems.Index(i); e.Kind() == pdf.Dict && e.Key("ActualText").Text() == "\u00ad" {
			if ids == nil {
				ids = map[int]bool{}
			}
			ids[i] = true
		}
	}
	return ids
}

// numberTreeLookup finds key in a PDF number tree (ISO 32000-1, 7.9.7):
// a node's /Nums pairs, or its /Kids by their /Limits. A null Value when
// the key is absent or the tree is too deep or too large.
func numberTreeLookup(node pdf.Value, key int64, depth int, budget *int) pdf.Value {
	if depth > maxTreeDepth || node.Kind() != pdf.Dict {
		return pdf.Value{}
	}
	if nums := node.Key("Nums"); nums.Kind() == pdf.Array {
		for i := 0; i+1 < nums.Len(); i += 2 {
			if *budget--; *budget < 0 {
				return pdf.Value{}
			}
			if nums.Index(i).Int64() == key {
				return nums.Index(i + 1)
			}
		}
	}
	kids := node.Key("Kids")
	for i := 0; i < kids.Len(); i++ {
		if *budget--; *budget < 0 {
			return pdf.Value{}
		}
		k := kids.Index(i)
		if lim := k.Key("Limits"); lim.Len() == 2 && (key < lim.Index(0).Int64() || key > lim.Index(1).Int64()) {
			continue
		}
		if v := numberTreeLookup(k, key, depth+1, budget); !v.IsNull() {
			return v
		}
	}
	return pdf.Value{}
}

// isHyphenGlyph reports whether a glyph's text is a hyphen a line end
// may carry ("-" or U+2010).
func isHyphenGlyph(s string) bool { return s == "-" || s == "\u2010" }

// markedSoftHyphen reports whether the innermost open marked-content
// section with an ID is one the page marks as a soft hyphen.
func (in *interpreter) markedSoftHyphen() bool {
	for i := len(in.mcids) - 1; i >= 0; i-- {
		if id := in.mcids[i]; id >= 0 {
			return in.shy[id]
		}
	}
	return false
}
