package retrieval

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestPlaceSectionRange: a run of sections ("§§ 7.2-7.4", "§§ 31-204 to
// 31-206", hyphenated statute sections joined by a dash) places every
// chunk from its first section to its last; a run ending at a section
// the document lacks, or running backwards, names no place.
func TestPlaceSectionRange(t *testing.T) {
	contract := "# Supply Terms\n\n" +
		"§ 7.1 Orders. Buyer places orders in writing.\n\n" +
		"§ 7.2 Delivery. Seller delivers within ten days.\n\n" +
		"§ 7.3 Inspection. Buyer inspects on arrival.\n\n" +
		"§ 7.4 Rejection. Buyer may reject nonconforming goods.\n\n" +
		"§ 8 Price. The price is fixed.\n"
	statute := "Limitations Act\n\n§ 31-204. Accrual\nA claim accrues on breach.\n\n" +
		"§ 31-205. Tolling\nThe period is tolled during disability.\n\n" +
		"§ 31-206. Repose\nNo claim lies after ten years.\n"
	f := newFakeVault()
	for _, d := range []*vault.Document{{ID: "DOC-1", Title: "Supply Terms", Text: contract}, {ID: "DOC-2", Title: "Limitations Act", Kind: "statute", Text: statute}} {
		f.docs[d.ID] = d
		for _, c := range vault.ChunkDocument(d, 32) {
			f.chunks[d.ID] = append(f.chunks[d.ID], c)
			f.byID[c.ID] = c
		}
	}
	for _, c := range []struct {
		doc, pin string
		contains []string // text the placed chunks hold
		lacks    []string // text they do not
		nowhere  bool
	}{
		{"DOC-1", "7.2-7.4", []string{"ten days", "inspects", "reject"}, []string{"in writing", "fixed"}, false},
		{"DOC-1", "7.2 to 7.3", []string{"ten days", "inspects"}, []string{"reject"}, false},
		{"DOC-1", "7.3 through 8", []string{"inspects", "reject", "fixed"}, []string{"ten days"}, false},
		{"DOC-2", "31-204-31-205", []string{"accrues", "tolled"}, []string{"ten years"}, false},
		{"DOC-2", "31-205 to 31-206", []string{"tolled", "ten years"}, []string{"accrues"}, false},
		{"DOC-2", "31-205", []string{"tolled"}, []string{"accrues", "ten years"}, false}, // a hyphenated section is one section
		// negative twins
		{"DOC-1", "7.2-7.9", nil, nil, true},
		{"DOC-1", "7.4-7.2", nil, nil, true},
		{"DOC-2", "31-205-31-209", nil, nil, true},
		{"DOC-2", "31-207", nil, nil, true},
		{"DOC-1", "7.2 to 7.9", nil, nil, true}, // not read as § 7.2 alone
		{"DOC-2", "31-205 through 31-209", nil, nil, true},
	} {
		pl := Place(f, Want{Doc: c.doc, Locators: []vault.Locator{{Kind: vault.LocSection, Value: c.pin}}})
		var b strings.Builder
		for _, ch := range pl.Chunks {
			b.WriteString(ch.Text + "\n")
		}
		if c.nowhere {
			if len(pl.Nowhere) != 1 || len(pl.Chunks) != 0 {
				t.Errorf("%s § %s: placed %q (nowhere %v); want no place", c.doc, c.pin, b.String(), pl.Nowhere)
			}
			continue
		}
		if len(pl.Nowhere) > 0 {
			t.Errorf("%s § %s: nowhere %v", c.doc, c.pin, pl.Nowhere)
		}
		for _, s := range c.contains {
			if !strings.Contains(b.String(), s) {
				t.Errorf("%s § %s: placed %q; want it to hold %q", c.doc, c.pin, b.String(), s)
			}
		}
		for _, s := range c.lacks {
			if strings.Contains(b.String(), s) {
				t.Errorf("%s § %s: placed %q; want it not to hold %q", c.doc, c.pin, b.String(), s)
			}
		}
	}
}

// TestPlaceInlineSubclause: a sub-clause a section lists inside one
// sentence ("(a) ..., (b) ..., or (c) ...") is cited as "§ 9.3(b)" and
// placed at its section; a label the section does not list, or a
// sub-clause of a section the document lacks, names no place.
func TestPlaceInlineSubclause(t *testing.T) {
	text := "# Hosting Terms\n\n§ 9.2 Cap. Liability is capped at the annual fees.\n\n" +
		"§ 9.3 Carve-outs. The cap in § 9.2 does not apply to (a) wilful misconduct, (b) breach of confidence, or (c) an indemnity under § 10.\n\n" +
		"§ 10 Indemnity. Each party indemnifies the other against third-party claims.\n"
	d := &vault.Document{ID: "DOC-4", Title: "Hosting Terms", Text: text}
	f := newFakeVault()
	f.docs[d.ID] = d
	for _, c := range vault.ChunkDocument(d, 256) {
		f.chunks[d.ID] = append(f.chunks[d.ID], c)
		f.byID[c.ID] = c
	}
	for _, c := range []struct {
		pin     string
		nowhere bool
	}{
		{"9.3(a)", false}, {"9.3(b)", false}, {"9.3(c)", false},
		{"9.3(d)", true},     // not listed
		{"9.3(a)(ii)", true}, // no (ii) in it
		{"9.4(a)", true},     // no § 9.4
	} {
		pl := Place(f, Want{Doc: d.ID, Locators: []vault.Locator{{Kind: vault.LocSection, Value: c.pin}}})
		var b strings.Builder
		for _, ch := range pl.Chunks {
			b.WriteString(ch.Text)
		}
		if c.nowhere != (len(pl.Nowhere) > 0) || !c.nowhere && !strings.Contains(b.String(), "breach of confidence") {
			t.Errorf("§ %s: placed %q, nowhere %v; want nowhere=%v", c.pin, b.String(), pl.Nowhere, c.nowhere)
		}
	}
}
