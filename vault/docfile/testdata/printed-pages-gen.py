#!/usr/bin/python3
"""Writes printed-pages.fodt: a brief laid out as Word and LibreOffice
users lay one out, a cover page that prints no number, a table of
contents numbered i, ii, then the argument numbered from 1, and
printed-pages.truth.json, the page names the exported PDF prints.
LibreOffice's PDF export (make-printed-pages.sh) writes no /PageLabels,
so only the printed numbers say which page is "p. 2".

Usage: printed-pages-gen.py OUTDIR
"""
import json
import sys
from xml.sax.saxutils import escape

COVER = ["IN THE UNITED STATES COURT OF APPEALS", "BRIEF OF APPELLANT ZAPATA OFF-SHORE COMPANY"]
TOC = [["TABLE OF CONTENTS", "Statement of the case begins on page one of the argument."],
       ["TABLE OF AUTHORITIES", "The Bremen decision is cited throughout the argument."]]
BODY = [["ARGUMENT", "The towage contract was negotiated at arm's length between experienced parties."],
        ["The forum clause names the London Court of Justice as the exclusive forum for disputes."],
        ["Enforcement would not contravene a strong public policy of the forum in which suit is brought."]]

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
 <office:font-face-decls>
  <style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="paragraph">
   <style:text-properties style:font-name="Liberation Serif" fo:font-size="12pt" fo:language="en" fo:country="US"/>
  </style:default-style>
  <style:style style:name="Standard" style:family="paragraph"/>
  <style:style style:name="Furniture" style:family="paragraph">
   <style:paragraph-properties fo:text-align="center"/>
  </style:style>
 </office:styles>
 <office:automatic-styles>
  <style:style style:name="Front" style:family="paragraph" style:master-page-name="FrontMatter">
   <style:paragraph-properties style:page-number="1"/>
  </style:style>
  <style:style style:name="Body" style:family="paragraph" style:master-page-name="BodyPages">
   <style:paragraph-properties style:page-number="1"/>
  </style:style>
  <style:style style:name="Break" style:family="paragraph">
   <style:paragraph-properties fo:break-before="page"/>
  </style:style>
  <style:page-layout style:name="pm1">
   <style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" fo:margin="1in"/>
   <style:footer-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-top="0.3in"/></style:footer-style>
  </style:page-layout>
  <style:page-layout style:name="pmr">
   <style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" fo:margin="1in" style:num-format="i"/>
   <style:footer-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-top="0.3in"/></style:footer-style>
  </style:page-layout>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Standard" style:page-layout-name="pm1"/>
  <style:master-page style:name="FrontMatter" style:page-layout-name="pmr">
   <style:footer><text:p text:style-name="Furniture"><text:page-number text:select-page="current">i</text:page-number></text:p></style:footer>
  </style:master-page>
  <style:master-page style:name="BodyPages" style:page-layout-name="pm1">
   <style:footer><text:p text:style-name="Furniture"><text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>
  </style:master-page>
 </office:master-styles>
 <office:body><office:text>
"""


def para(style, text):
    return '  <text:p text:style-name="%s">%s</text:p>\n' % (style, escape(text))


def main(out):
    x = HEAD
    pages = []
    for t in COVER:
        x += para("Standard", t)
    pages.append({"label": "unnumbered-1", "text": "\n\n".join(COVER), "furniture": []})
    for group, names, style in ((TOC, ["i", "ii"], "Front"), (BODY, ["1", "2", "3"], "Body")):
        for k, lines in enumerate(group):
            x += para(style if k == 0 else "Break", lines[0])
            for t in lines[1:]:
                x += para("Standard", t)
            pages.append({"label": names[k], "text": "\n\n".join(lines), "furniture": [names[k]]})
    x += " </office:text></office:body>\n</office:document>\n"
    with open(out + "/printed-pages.fodt", "w") as f:
        f.write(x)
    with open(out + "/printed-pages.truth.json", "w") as f:
        json.dump({"pages": pages}, f, indent=1, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
