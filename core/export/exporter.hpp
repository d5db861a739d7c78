#pragma once
// Export formats behind one small interface. A format is one unit (cute_cpp, cute_dsl, tikz in core/;
// svg and png in app/gui/exporters/) and one registration line (core/export/exporter.cpp for the text
// formats, app/gui/exporters/picture_exporters.cpp for the pictures). The GUI's export menu and
// `layoutlab-cli export` both go through find_exporter(), so they write the same bytes.
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "core/export/export_subject.hpp"
#include "core/util/result.hpp"

namespace ll {

struct ExportOptions {
  std::string name = "layout";  // variable / type name in code exports
  std::string palette = "cute"; // colour key (core/scene/palette.hpp) for pictures
  double scale = 1.0;           // PNG: device pixels per picture pixel
  double cell_px = 36;          // picture cell edge before scaling
  bool labels = true;           // cell labels (pictures drop them anyway when cells are tiny)
  CellLabel cell_label = CellLabel::Index;  // what a layout grid's cell labels show
  SceneOptions grid;            // how a layout grid is coloured (a card exports as the explorer shows it)
};

class Exporter {
 public:
  virtual ~Exporter() = default;
  virtual std::string format() const = 0;       // the --format name: "cpp", "dsl", "tikz", "svg", "png"
  virtual std::string description() const = 0;  // one line for menus and `export --help`
  virtual std::string file_extension() const = 0;
  virtual bool is_binary() const { return false; }
  // The file's bytes (text for code and TikZ). @post an error names why the subject cannot be written
  virtual Result<std::string> write(const ExportSubject& subject, const ExportOptions& options) const = 0;
};

// The text formats (pure C++): cpp, dsl, tikz.
const std::vector<std::unique_ptr<Exporter>>& text_exporters();
// @post the exporter for `format` among `all`, or null
const Exporter* find_exporter(const std::vector<const Exporter*>& all, const std::string& format);
std::vector<const Exporter*> text_exporter_list();

}  // namespace ll
