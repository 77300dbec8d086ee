package checks

// One provider citation quoting several blocks (an Anthropic
// content_block_location or search_result_location over blocks
// [start, end)) is checked as one citation per block, each block's text
// its own quote (native.perBlock): blocks from two places of a document
// are in no one place of it. The claim it covers, though, was cited to
// the blocks together, and often needs them together ("X is valid, and
// courts refuse Y"): judged against each block alone, each unit found
// half of the claim unsupported or clashing, and C-003 failed a claim
// its citation bears out. mergeBlockUnits therefore judges the claim
// once against the blocks' passages joined, as the provider cited them.
// The same holds of a Bedrock citation's references of one document
// (native.decodeBedrock groups them): they support its span together;
// references of several documents are read together as the span's
// sources (judge_span_groups.go).

// blockSeparator parts the blocks' passages in a merged excerpt, as the
// pieces of one partly retrieved chunk are parted (retrieval).
const blockSeparator = " … "

// mergeBlockUnits joins the units of one proposition whose citations
// were split from one provider citation (cite.StructuredRef.Group) of
// one document into one unit: its excerpt their excerpts in order,
// parted by blockSeparator, the text before the first and after the
// last around it, the unretrieved text next to each (Adjacent), and
// every citation of them judged by it (the other chunks retrieved of the
// document, SameDocRetrieved, are the first unit's: one document's). Units of
// other citations, or of a group with one unit, are kept as they are,
// in their order.
func mergeBlockUnits(units []citationUnit) []citationUnit {
	type key struct {
		prop       int
		group, doc string
	}
	first := map[key]int{}
	out := units[:0:0]
	for _, u := range units {
		g := ""
		if u.Cite != nil && u.Cite.Structured != nil {
			g = u.Cite.Structured.Group
		}
		if g == "" || u.Section || u.Prop == nil {
			out = append(out, u)
			continue
		}
		k := key{u.Prop.Index, g, u.Doc}
		at, ok := first[k]
		if !ok {
			first[k] = len(out)
			out = append(out, u)
			continue
		}
		m := &out[at]
		m.Unit.Excerpt += blockSeparator + u.Unit.Excerpt
		m.Unit.After = u.Unit.After
		if u.Unit.Adjacent != "" && m.Unit.Adjacent != u.Unit.Adjacent {
			m.Unit.Adjacent = joinNonEmpty(m.Unit.Adjacent, u.Unit.Adjacent)
		}
		m.Cites = append(m.Cites, u.Cites...)
	}
	return out
}

// joinNonEmpty joins a and b with blockSeparator, or returns the one
// that is not empty.
func joinNonEmpty(a, b string) string {
	if a == "" {
		return b
	}
	return a + blockSeparator + b
}
