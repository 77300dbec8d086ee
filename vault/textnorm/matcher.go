package textnorm

import "unicode/utf8"

// IdentifierSet finds many identifiers in many texts at once, with the
// meaning of ContainsVerbatim: each needle and each text is folded with
// Identifier once, and one Aho-Corasick automaton runs over each folded
// text. Looking n identifiers up in texts of total length m then costs
// O(m + total needle length + matches), not O(n x m): C-005 uses it so
// that a thousand citations against ten thousand retrieved chunks stay
// one pass over the trace.
//
// Matches count at token boundaries only, as in ContainsVerbatim; a
// needle that folds to "" matches nothing.
type IdentifierSet struct {
	groups [][]int // needle indexes sharing one folded form
	folded []string
	nodes  []acNode
	n      int // number of needles
}

type acNode struct {
	next  map[byte]int32
	fail  int32
	group int32 // group ending here, -1 if none
	dict  int32 // nearest node on the fail chain that ends a group, -1 if none
}

// NewIdentifierSet prepares needles for FirstIn.
func NewIdentifierSet(needles []string) *IdentifierSet {
	s := &IdentifierSet{nodes: []acNode{{group: -1, dict: -1}}, n: len(needles)}
	byForm := map[string]int{}
	for i, raw := range needles {
		f := Identifier(raw)
		if f == "" {
			continue
		}
		if g, ok := byForm[f]; ok {
			s.groups[g] = append(s.groups[g], i)
			continue
		}
		g := len(s.groups)
		byForm[f] = g
		s.groups = append(s.groups, []int{i})
		s.folded = append(s.folded, f)
		cur := int32(0)
		for k := 0; k < len(f); k++ {
			nx, ok := s.nodes[cur].next[f[k]]
			if !ok {
				if s.nodes[cur].next == nil {
					s.nodes[cur].next = map[byte]int32{}
				}
				nx = int32(len(s.nodes))
				s.nodes[cur].next[f[k]] = nx
				s.nodes = append(s.nodes, acNode{group: -1, dict: -1})
			}
			cur = nx
		}
		s.nodes[cur].group = int32(g)
	}
	s.link()
	return s
}

// link computes the fail and dictionary links, breadth first (a node's
// fail target is always shallower, so it is linked before the node).
func (s *IdentifierSet) link() {
	queue := make([]int32, 0, len(s.nodes))
	for _, v := range s.nodes[0].next {
		queue = append(queue, v) // fail 0, dict -1: the root ends no group
	}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for b, v := range s.nodes[u].next {
			f := s.nodes[u].fail
			for f != 0 {
				if _, ok := s.nodes[f].next[b]; ok {
					break
				}
				f = s.nodes[f].fail
			}
			if nx, ok := s.nodes[f].next[b]; ok && nx != v {
				s.nodes[v].fail = nx
			}
			fv := s.nodes[v].fail
			if s.nodes[fv].group >= 0 {
				s.nodes[v].dict = fv
			} else {
				s.nodes[v].dict = s.nodes[fv].dict
			}
			queue = append(queue, v)
		}
	}
}

// FirstIn returns, for each needle, the index of the first text that
// contains it (as ContainsVerbatim would say), or -1.
func (s *IdentifierSet) FirstIn(texts []string) []int { return s.FirstInWhere(texts, nil) }

// FirstInWhere is FirstIn counting an occurrence of needle in text only
// when accept(needle, text) says so (nil accepts all).
func (s *IdentifierSet) FirstInWhere(texts []string, accept func(needle, text int) bool) []int {
	res := make([]int, s.n)
	for i := range res {
		res[i] = -1
	}
	if len(s.groups) == 0 {
		return res
	}
	found := make([]bool, len(s.groups))
	left := len(s.groups)
	for ti, text := range texts {
		h := Identifier(text)
		state := int32(0)
		for i := 0; i < len(h) && left > 0; i++ {
			b := h[i]
			for {
				if nx, ok := s.nodes[state].next[b]; ok {
					state = nx
					break
				}
				if state == 0 {
					break
				}
				state = s.nodes[state].fail
			}
			o := state
			if s.nodes[o].group < 0 {
				o = s.nodes[o].dict
			}
			for ; o > 0; o = s.nodes[o].dict { // o == -1 ends the chain; the root ends no group
				g := s.nodes[o].group
				if found[g] {
					continue
				}
				f := s.folded[g]
				start, end := i+1-len(f), i+1
				r0, _ := utf8.DecodeRuneInString(f)
				r1, _ := utf8.DecodeLastRuneInString(f)
				if boundaryBefore(h, start, r0) && boundaryAfter(h, end, r1) {
					done := true
					for _, ni := range s.groups[g] {
						if res[ni] < 0 && (accept == nil || accept(ni, ti)) {
							res[ni] = ti
						}
						done = done && res[ni] >= 0
					}
					if done {
						found[g] = true
						left--
					}
				}
			}
		}
	}
	return res
}
