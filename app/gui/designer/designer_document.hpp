#pragma once
// The designer's document: the values the user designs (a TiledMMA, a TV layout, a TiledCopy), held
// as the text/numbers the user entered. Views observe it; every edit is a small QUndoCommand pushed on
// its QUndoStack (ChooseAtom, ChangeThreadLayout, ChangePermutation, ChangeTvLayout, ChangeCopyDesign,
// ChangeCtaTile, AdoptRunCtaTile, OpenDesign).
#include <QObject>
#include <QString>
#include <QUndoCommand>

class QUndoStack;

namespace ll::gui {

struct MmaDesign {
  QString atom = QStringLiteral("SM80_16x8x16_F16F16F16F16_TN");
  int thr_m = 1, thr_n = 1, thr_k = 1;  // make_tiled_mma's AtomLayoutMNK, Layout<Shape<M,N,K>>
  QString permutation;                  // "" / "none", "32x32x16" or modes in CuTe notation
  friend bool operator==(const MmaDesign&, const MmaDesign&) = default;
};

struct TvDesign {
  bool from_thr_val = false;  // build the TV layout from a thread and a value layout (make_layout_tv)
  QString tv = QStringLiteral("((_2,_4),(_2,_2)):((_8,_1),(_4,_16))");
  QString tile = QStringLiteral("(_4,_8):(_8,_1)");  // (m,n) -> index: the data layout the TV layout indexes
  QString thr = QStringLiteral("(_4,_2):(_2,_1)");
  QString val = QStringLiteral("(_1,_4):(_1,_1)");
  friend bool operator==(const TvDesign&, const TvDesign&) = default;
};

struct CopyDesign {
  QString op = QStringLiteral("SM75_U32x4_LDSM_N");
  QString val_type = QStringLiteral("half_t");
  QString source = QStringLiteral("A");  // "A", "B", "C" (make_tiled_copy_A/B/C of the MMA) or "thr_val"
  QString thr = QStringLiteral("(_32,_4):(_4,_1)");
  QString val = QStringLiteral("(_1,_8):(_8,_1)");
  friend bool operator==(const CopyDesign&, const CopyDesign&) = default;
};

// The GEMM around the TiledMMA: the CTA tile a GPU run uses, outlined on the C grid.
struct GemmDesign {
  QString cta_tile = QStringLiteral("128x128x32");  // MxNxK, as `layoutlab-cli gemm --tile` spells it
  friend bool operator==(const GemmDesign&, const GemmDesign&) = default;
};

// Everything the designer's pages show, as one value (saved and opened as a whole: design_file.hpp).
struct Design {
  MmaDesign mma;
  TvDesign tv;
  CopyDesign copy;
  GemmDesign gemm;
  friend bool operator==(const Design&, const Design&) = default;
};

class DesignerDocument : public QObject {
  Q_OBJECT
 public:
  explicit DesignerDocument(QObject* parent = nullptr);

  const MmaDesign& mma() const { return mma_; }
  const TvDesign& tv() const { return tv_; }
  const CopyDesign& copy() const { return copy_; }
  const GemmDesign& gemm() const { return gemm_; }
  Design design() const { return Design{mma_, tv_, copy_, gemm_}; }
  QUndoStack* undoStack() const { return undo_; }

  // Edits, each one undoable command.
  void chooseAtom(const QString& atom);
  void changeThreadLayout(int m, int n, int k);
  void changePermutation(const QString& permutation);
  void changeTvLayout(const TvDesign& next);
  void changeCopyDesign(const CopyDesign& next);
  void changeCtaTile(const QString& tile);
  // The tile of a finished or imported GPU run: its own step, never merged with typing in the field.
  void adoptRunCtaTile(const QString& tile);
  // A whole design opened from a file: one step ("Open design NAME"), undone as one.
  void openDesign(const Design& design, const QString& name);

  // Used by the commands, and for the design a session starts from (no undo entry).
  void set(const MmaDesign& d);
  void set(const TvDesign& d);
  void set(const CopyDesign& d);
  void set(const GemmDesign& d);
  void set(const Design& d);  // each part that differs, with its signal

 signals:
  void mmaChanged();
  void tvChanged();
  void copyChanged();
  void gemmChanged();

 private:
  MmaDesign mma_;
  TvDesign tv_;
  CopyDesign copy_;
  GemmDesign gemm_;
  QUndoStack* undo_;
};

// One command per kind of edit; repeated edits of the same kind merge (e.g. pressing + five times).
// Part is the piece of the design the edit replaces (MmaDesign, TvDesign, ..., or the whole Design).
template <class Part, int Id>
class SetDesign : public QUndoCommand {
 public:
  SetDesign(DesignerDocument* doc, Part before, Part after, const QString& text)
      : QUndoCommand(text), doc_(doc), before_(std::move(before)), after_(std::move(after)) {}
  void redo() override { apply(after_); }
  void undo() override { apply(before_); }
  int id() const override { return Id; }
  bool mergeWith(const QUndoCommand* other) override {
    if (other->id() != id()) return false;
    after_ = static_cast<const SetDesign*>(other)->after_;
    setText(other->text());
    return true;
  }

 private:
  void apply(const Part& d) { doc_->set(d); }
  DesignerDocument* doc_;
  Part before_, after_;
};

using ChooseAtom = SetDesign<MmaDesign, 6001>;
using ChangeThreadLayout = SetDesign<MmaDesign, 6002>;
using ChangePermutation = SetDesign<MmaDesign, 6003>;
using ChangeTvLayout = SetDesign<TvDesign, 6004>;
using ChangeCopyDesign = SetDesign<CopyDesign, 6005>;
using ChangeCtaTile = SetDesign<GemmDesign, 6006>;  // typing "256x128x64" merges into one step
using AdoptRunCtaTile = SetDesign<GemmDesign, 6007>;
// Never merges (QUndoStack does not merge a command whose id() is -1): opening two files is two steps.
class OpenDesign : public SetDesign<Design, 6008> {
 public:
  using SetDesign::SetDesign;
  int id() const override { return -1; }
};

}  // namespace ll::gui
