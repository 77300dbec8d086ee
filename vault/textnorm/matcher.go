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
	root   [256]int32 // the root's transitions, dense (0: none; the root is nobody's child)
	n      int        // number of needles
}

// acNode is one trie node. Its transitions are a list of children, each
// linked to the next (first child, next sibling), searched in order: a
// node below the root has few children (identifiers share prefixes
// rarely), and the list costs neither a map's hashing, nor a dense
// table's kilobyte per node, nor an allocation per node (C-005 builds a
// set for every graded answer).
type acNode struct {
	child   int32 // first child, 0 if none (the root is nobody's child)
	sibling int32 // next child of the same parent, 0 if none
	fail    int32
	group   int32 // group ending here, -1 if none
	dict    int32 // nearest node on the fail chain that ends a group, -1 if none
	b       byte  // the byte leading here from the parent
}

// next is the transition of node n on b, or 0 when there is none.
func (s *IdentifierSet) next(n int32, b byte) int32 {
	if n == 0 {
		return s.root[b]
	}
	for c := s.nodes[n].child; c != 0; c = s.nodes[c].sibling {
		if s.nodes[c].b == b {
			return c
		}
	}
	return 0
}

// NewIdentifierSet prepares needles for FirstIn.
func NewIdentifierSet(needles []string) *IdentifierSet {
	s := &IdentifierSet{n: len(needles)}
	byForm := make(map[string]int, len(needles))
	size := 1
	for i, raw := range needles {
		f := Identifier(raw)
		if f == "" {
			continue
		}
		if g, ok := byForm[f]; ok {
			s.groups[g] = append(s.groups[g], i)
			continue
		}
		byForm[f] = len(s.groups)
		s.groups = append(s.groups, []int{i})
		s.folded = append(s.folded, f)
		size += len(f)
	}
	s.nodes = make([]acNode, 1, size) // at most one node per byte of the forms
	s.nodes[0] = acNode{group: -1, dict: -1}
	for g, f := range s.folded {
		cur := int32(0)
		for k := 0; k < len(f); k++ {
			nx := s.next(cur, f[k])
			if nx == 0 {
				nx = int32(len(s.nodes))
				if cur == 0 {
					s.root[f[k]] = nx
					s.nodes = append(s.nodes, acNode{group: -1, dict: -1, b: f[k]})
				} else {
					s.nodes = append(s.nodes, acNode{group: -1, dict: -1, b: f[k], sibling: s.nodes[cur].child})
					s.nodes[cur].child = nx
				}
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
	for b := range s.root {
		if v := s.root[b]; v != 0 {
			queue = append(queue, v) // fail 0, dict -1: the root ends no group
		}
	}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for v := s.nodes[u].child; v != 0; v = s.nodes[v].sibling {
			b := s.nodes[v].b
			f := s.nodes[u].fail
			for f != 0 && s.next(f, b) == 0 {
				f = s.nodes[f].fail
			}
			if nx := s.next(f, b); nx != 0 && nx != v {
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
	if len(s.groups) == 0 {
		return s.FirstInFolded(nil, accept)
	}
	folded := make([]string, len(texts))
	for i, t := range texts {
		folded[i] = Identifier(t)
	}
	return s.FirstInFolded(folded, accept)
}

// FirstInFolded is FirstInWhere over texts already folded with
// Identifier, so that a caller running several sets over the same texts
// folds each text once.
func (s *IdentifierSet) FirstInFolded(folded []string, accept func(needle, text int) bool) []int {
	res := make([]int, s.n)
	for i := range res {
		res[i] = -1
	}
	if len(s.groups) == 0 {
		return res
	}
	found := make([]bool, len(s.groups))
	left := len(s.groups)
	for ti, h := range folded {
		state := int32(0)
		for i := 0; i < len(h) && left > 0; i++ {
			b := h[i]
			for {
				if nx := s.next(state, b); nx != 0 {
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
