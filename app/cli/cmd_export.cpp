// layoutlab-cli export: the GUI's export formats from the command line, through the same exporters.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>

#include <unistd.h>  // getpid

#include "app/cli/command.hpp"
#include "core/export/exporter.hpp"
#include "app/cli/export_subject_from_value.hpp"
#include "core/export/tiled_picture.hpp"
#include "core/tiled/cta_tile.hpp"
#ifdef LAYOUTLAB_CLI_PICTURES
#include <QGuiApplication>

#include "app/gui/exporters/picture_exporters.hpp"
#endif

namespace ll::cli {
namespace {

std::vector<const Exporter*> available_exporters() {
#ifdef LAYOUTLAB_CLI_PICTURES
  return gui::all_exporters();
#else
  return text_exporter_list();
#endif
}

void print_usage() {
  std::puts(
      "Usage: layoutlab-cli export --format FORMAT EXPR [-o FILE] [options]\n"
      "       layoutlab-cli export --format FORMAT --atom NAME --thr M,N,K [--perm P] [--cta MxNxK] [-o FILE] [options]\n"
      "Writes the value of EXPR (the `eval` language; several statements may be separated by ';', the\n"
      "last is exported), or the TiledMMA the designer builds from an atom, thread layout and permutation\n"
      "(pictures: A left of C, B above C), in FORMAT, to FILE or standard output.\n\n"
      "Options:\n"
      "  --format, -f FORMAT  one of the formats below\n"
      "  -o, --output FILE    write here instead of standard output\n"
      "  --name NAME          variable / type name in code exports (default: layout)\n"
      "  --palette ID         cute, okabe-ito, tol-light, grey (pictures)\n"
      "  --cell PX            cell edge in pixels (svg, png; default 36)\n"
      "  --scale S            png device pixels per pixel (default 1)\n"
      "  --no-labels          pictures without cell labels\n"
      "  --atom NAME          TiledMMA: the MMA atom, e.g. SM80_16x8x16_F16F16F16F16_TN\n"
      "  --thr M,N,K          TiledMMA: make_tiled_mma's thread layout (default 1,1,1)\n"
      "  --perm P             TiledMMA: permutation, e.g. 32x32x16 (default none)\n"
      "  --cta MxNxK          TiledMMA pictures: the GEMM's CTA tile over C (outline and repeats), as the designer draws it\n\n"
      "Formats:");
  for (const Exporter* e : available_exporters())
    std::printf("  %-6s %s\n", e->format().c_str(), e->description().c_str());
#ifndef LAYOUTLAB_CLI_PICTURES
  std::puts("  (svg and png need a build with the Qt GUI)");
#endif
  std::puts("\nExample: layoutlab-cli export --format cpp \"((_2,_4),(_2,_2)):((_8,_1),(_4,_16))\"");
}

int run_export(const std::vector<std::string>& args) {
  std::string format, output, expression, atom, thr = "1,1,1", perm;
  std::optional<CtaTile> cta;  // --cta: drawn over C in TiledMMA pictures
  ExportOptions options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto next = [&](const char* what) -> const std::string* {
      if (i + 1 >= args.size()) {
        std::fprintf(stderr, "layoutlab-cli export: %s needs a value\n", what);
        return nullptr;
      }
      return &args[++i];
    };
    const std::string* v = nullptr;
    if (a == "--help" || a == "-h") {
      print_usage();
      return 0;
    } else if (a == "--format" || a == "-f") {
      if (!(v = next("--format"))) return 2;
      format = *v;
    } else if (a == "-o" || a == "--output") {
      if (!(v = next("-o"))) return 2;
      output = *v;
    } else if (a == "--name") {
      if (!(v = next("--name"))) return 2;
      options.name = *v;
    } else if (a == "--palette") {
      if (!(v = next("--palette"))) return 2;
      options.palette = *v;
    } else if (a == "--cell" || a == "--scale") {
      if (!(v = next(a.c_str()))) return 2;
      char* end = nullptr;
      const double x = std::strtod(v->c_str(), &end);
      if (end == v->c_str() || *end != '\0' || !(x > 0) || x > 1000) {
        std::fprintf(stderr, "layoutlab-cli export: %s wants a positive number, got '%s'\n", a.c_str(), v->c_str());
        return 2;
      }
      (a == "--cell" ? options.cell_px : options.scale) = x;
    } else if (a == "--atom") {
      if (!(v = next("--atom"))) return 2;
      atom = *v;
    } else if (a == "--thr") {
      if (!(v = next("--thr"))) return 2;
      thr = *v;
    } else if (a == "--perm") {
      if (!(v = next("--perm"))) return 2;
      perm = *v;
    } else if (a == "--cta") {
      if (!(v = next("--cta"))) return 2;
      auto tile = parse_cta_tile(*v);
      if (!tile) {
        std::fprintf(stderr, "layoutlab-cli export: --cta: %s\n", tile.error().c_str());
        return 2;
      }
      cta = *tile;
    } else if (a == "--no-labels") {
      options.labels = false;
    } else if (expression.empty()) {
      expression = a;
    } else {
      expression += " " + a;  // an unquoted expression split by the shell
    }
  }
  if (cta && atom.empty()) {
    std::fprintf(stderr, "layoutlab-cli export: --cta applies to a TiledMMA (--atom NAME --thr M,N,K)\n");
    return 2;
  }
  if (format.empty() || (expression.empty() == atom.empty())) {
    print_usage();
    return 2;
  }
#ifdef LAYOUTLAB_CLI_PICTURES
  // Pictures paint text, which needs a QGuiApplication; no display is needed or used.
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  int argc = 1;
  char name[] = "layoutlab-cli";
  char* argv[] = {name, nullptr};
  QGuiApplication app(argc, argv);
#endif
  const auto exporters = available_exporters();
  const Exporter* exporter = find_exporter(exporters, format);
  if (!exporter) {
    std::fprintf(stderr, "layoutlab-cli export: unknown format '%s' (see layoutlab-cli export --help)\n",
                 format.c_str());
    return 2;
  }
  Result<ExportSubject> subject = Error{""};
  if (!atom.empty()) {
    int m = 0, n = 0, k = 0;
    char tail = 0;
    if (std::sscanf(thr.c_str(), "%d,%d,%d%c", &m, &n, &k, &tail) != 3) {
      std::fprintf(stderr, "layoutlab-cli export: --thr wants M,N,K, got '%s'\n", thr.c_str());
      return 2;
    }
    auto picture = make_tiled_mma_picture(atom, m, n, k, perm);
    if (picture) {
      picture.value().cta = cta;
      subject = ExportSubject{*picture, "make_tiled_mma(" + atom + "{}, Layout<Shape<_" + std::to_string(m) + ",_" +
                                                   std::to_string(n) + ",_" + std::to_string(k) + ">>{}" +
                                                   (perm.empty() || perm == "none" ? "" : ", " + perm) + ")"};
    } else {
      subject = picture.failure();
    }
  } else {
    subject = export_subject_from_expression(expression);
  }
  if (!subject) {
    std::fprintf(stderr, "%s\n", subject.error().c_str());
    return 1;
  }
  auto bytes = exporter->write(*subject, options);
  if (!bytes) {
    std::fprintf(stderr, "%s\n", bytes.error().c_str());
    return 1;
  }
  if (output.empty()) {
    if (exporter->is_binary()) {
      std::fprintf(stderr, "layoutlab-cli export: %s is binary; write it to a file with -o FILE\n", format.c_str());
      return 2;
    }
    std::cout << *bytes;
    return 0;
  }
  // Written beside the target, then renamed over it: an interrupted export (a full disk, a kill) leaves the
  // old file as it was, never a half-written one.
  const std::string partial = output + ".partial-" + std::to_string(::getpid());
  std::ofstream file(partial, std::ios::binary);
  file << *bytes;
  file.close();
  std::error_code renamed;
  if (file) std::filesystem::rename(partial, output, renamed);
  if (!file || renamed) {
    std::filesystem::remove(partial, renamed);
    std::fprintf(stderr, "layoutlab-cli export: cannot write '%s'\n", output.c_str());
    return 1;
  }
  return 0;
}

RegisterCommand export_command{{"export", "write a value as CuTe C++, CuTe DSL, TikZ, SVG or PNG", run_export}};

}  // namespace
}  // namespace ll::cli
